import { timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { nowFrom } from '../../auth/clock.ts';
import { findOAuthClient, type OAuthClient } from '../../auth/oauthClients.ts';
import { requestIp } from '../../auth/requestIp.ts';
import { attemptSignIn, recordSignInFailure } from '../../auth/signInThrottle.ts';
import { hashSecret } from '../../auth/tokenSecret.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { isHttpsRequest, requestProtocol } from '../../http/requestProtocol.ts';
import { readPortalParams, stringParam, type PortalParams } from '../../http/portalParams.ts';
import { grantAuthorizationCode, grantRefresh, type GrantResult } from './tokenGrants.ts';

const JSON_NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };

/**
 * `POST /sharing/rest/oauth2/token` (RFC 6749 §3.2): errors as `{error, error_description}` with
 * HTTP 400 (401 for client authentication), so strict OAuth clients understand them.
 */
export function tokenRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/', async (c) => {
    const deps = c.get('deps');
    const params = await readPortalParams(c);
    const now = nowFrom(deps);
    const ip = requestIp(c);
    // The client's credentials are checked under the address's abuse limit, like a password (ADR 0187).
    const authenticated = await attemptSignIn(
      deps.db,
      { username: '', ip },
      () => nowFrom(deps),
      () => authenticateClient(c, params),
    );
    if (authenticated.kind === 'limited') {
      return c.json({ error: 'slow_down', error_description: 'Too many failed attempts.' }, 429, {
        ...JSON_NO_STORE,
        'Retry-After': String(authenticated.retryAfter),
      });
    }
    if (authenticated.kind === 'failed') {
      return oauthError(c, 401, 'invalid_client', 'Unknown client or wrong client credentials.');
    }
    const client = authenticated.value;
    const grantType = stringParam(params, 'grant_type');
    let result: GrantResult;
    if (grantType === 'authorization_code') {
      const code = stringParam(params, 'code');
      if (!code) return oauthError(c, 400, 'invalid_request', 'code is required.');
      result = await grantAuthorizationCode(deps.db, client, {
        code,
        redirectUri: stringParam(params, 'redirect_uri'),
        codeVerifier: stringParam(params, 'code_verifier'),
        now,
      });
    } else if (grantType === 'refresh_token' || grantType === 'exchange_refresh_token') {
      const refreshToken = stringParam(params, 'refresh_token');
      if (!refreshToken) return oauthError(c, 400, 'invalid_request', 'refresh_token is required.');
      result = await grantRefresh(deps.db, client, {
        refreshToken,
        rotate: grantType === 'exchange_refresh_token',
        now,
      });
    } else {
      return oauthError(c, 400, 'unsupported_grant_type', 'Unsupported grant_type.');
    }
    if (!result.ok) {
      await recordSignInFailure(deps.db, { username: result.username ?? '', ip }, now);
      return oauthError(c, 400, result.error, result.description);
    }
    const { tokens } = result;
    return c.json(
      {
        access_token: tokens.accessToken,
        token_type: 'Bearer',
        expires_in: tokens.expiresIn,
        username: result.username,
        ssl: isHttpsRequest(c),
        ...(tokens.refreshToken
          ? { refresh_token: tokens.refreshToken, refresh_token_expires_in: tokens.refreshExpiresIn }
          : {}),
      },
      200,
      JSON_NO_STORE,
    );
  });
  return routes;
}

function oauthError(c: Context, status: 400 | 401, error: string, description: string): Response {
  return c.json({ error, error_description: description }, status, JSON_NO_STORE);
}

/** The client of the request: `client_id` for public clients; plus its secret (body or Basic) for confidential ones. */
async function authenticateClient(c: Context<AppEnv>, params: PortalParams): Promise<OAuthClient | undefined> {
  const basic = /^Basic\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
  let clientId = stringParam(params, 'client_id');
  let secret = stringParam(params, 'client_secret');
  if (basic) {
    const [id, pass] = Buffer.from(basic[1]!, 'base64').toString('utf8').split(':');
    clientId = decodeOrUndefined(id ?? '');
    secret = decodeOrUndefined(pass ?? '');
  }
  const deps = c.get('deps');
  const client = clientId ? await findOAuthClient(deps.db, deps.config, clientId, requestProtocol(c)) : undefined;
  if (!client) return undefined;
  if (client.type === 'public') return client;
  if (!secret || !client.secretHash) return undefined;
  const actual = Buffer.from(hashSecret(secret));
  const expected = Buffer.from(client.secretHash);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? client : undefined;
}

/** A percent-encoded Basic credential, or undefined when it does not decode (an unknown client, not a 500). */
function decodeOrUndefined(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
