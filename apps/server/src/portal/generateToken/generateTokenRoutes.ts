import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { nowFrom } from '../../auth/clock.ts';
import { federatedServerToken } from '../../auth/federatedServerToken.ts';
import { issueAccessToken } from '../../auth/issueAccessToken.ts';
import { readRequestToken } from '../../auth/readRequestToken.ts';
import { requestIp } from '../../auth/requestIp.ts';
import { attemptSignIn } from '../../auth/signInThrottle.ts';
import { verifyCredentials } from '../../auth/verifyCredentials.ts';
import { updateLastLogin } from '../../db/repositories/userRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { isHttpsRequest } from '../../http/requestProtocol.ts';
import { isOwnServerUrl } from '../../http/authInfo.ts';
import { PortalError, portalErrors } from '../../errors/portalError.ts';
import { readPortalParams, stringParam, type PortalParams } from '../../http/portalParams.ts';
import { tooManyAttempts } from '../tooManyAttempts.ts';

/** Token lifetime in minutes: default 60, at most two weeks (PORTAL-API.md). */
export const DEFAULT_TOKEN_MINUTES = 60;
export const MAX_TOKEN_MINUTES = 20160;

const params = z.object({
  username: z.string().trim().min(1).max(256),
  password: z.string().min(1).max(1024),
  expiration: z.coerce.number().int().positive().optional(),
  client: z.enum(['referer', 'requestip', 'ip']).optional(),
  referer: z.string().max(2048).optional(),
});

const unableToGenerate = (detail: string) => new PortalError(400, 'GWM_0001', 'Unable to generate token.', [detail]);

/**
 * `POST /sharing/rest/generateToken` (GET is refused: a password never goes into a URL): a token for
 * a username and password, or, with `serverUrl` and a valid token instead, a token for this portal's
 * federated server (ADR 0102). A `serverUrl` that is not that server is refused.
 */
export function generateTokenRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/', () => {
    throw portalErrors.badRequest('Unable to generate token.', ['generateToken requires POST.']);
  });
  routes.post('/', async (c) => {
    // The body only: a password in the URL ends up in logs, proxies and history (issue 12).
    if ([...new URL(c.req.url).searchParams.keys()].some((name) => name.trim().toLowerCase() === 'password')) {
      throw unableToGenerate('Send the password in the request body, not in the URL.');
    }
    const raw = await readPortalParams(c);
    const serverUrl = stringParam(raw, 'serverUrl')?.trim() || undefined;
    if (serverUrl !== undefined && !isOwnServerUrl(serverUrl, c.req.url)) {
      throw unableToGenerate('serverUrl is not a server federated with this portal.');
    }
    const credentials = stringParam(raw, 'username') !== undefined || stringParam(raw, 'password') !== undefined;
    if (serverUrl !== undefined && !credentials) return tokenForServer(c);
    return tokenForPassword(c, raw);
  });
  return routes;
}

async function tokenForServer(c: Context<AppEnv>): Promise<Response> {
  const token = await readRequestToken(c, 'sharing');
  if (!token) throw unableToGenerate('A token, or a username and password, is required.');
  const deps = c.get('deps');
  // The caller middleware accepted the token (its referer and IP bindings, the user not disabled).
  const issued =
    c.get('caller').kind === 'user' ? await federatedServerToken(deps.db, token, nowFrom(deps)) : undefined;
  if (!issued) throw portalErrors.invalidToken();
  return c.json({ token: issued.token, expires: issued.expires, ssl: isHttpsRequest(c) });
}

async function tokenForPassword(c: Context<AppEnv>, raw: PortalParams): Promise<Response> {
  const deps = c.get('deps');
  const parsed = params.safeParse(raw);
  if (!parsed.success) throw unableToGenerate('Username and password are required.');
  const input = parsed.data;
  const now = nowFrom(deps);
  const ip = requestIp(c);
  const outcome = await attemptSignIn(
    deps.db,
    { username: input.username, ip },
    () => nowFrom(deps),
    () => verifyCredentials(deps.db, input.username, input.password),
  );
  if (outcome.kind === 'limited') return tooManyAttempts(c, outcome.retryAfter);
  if (outcome.kind === 'failed') throw unableToGenerate('Invalid username or password.');
  const user = outcome.value;
  if (input.client === 'referer' && !input.referer) throw unableToGenerate('A referer is required.');
  await updateLastLogin(deps.db, user.username, now);
  const minutes = Math.min(input.expiration ?? DEFAULT_TOKEN_MINUTES, MAX_TOKEN_MINUTES);
  const issued = await issueAccessToken(deps.db, {
    username: user.username,
    now,
    expirationMinutes: minutes,
    source: 'password',
    referer: input.client === 'referer' ? (input.referer ?? null) : null,
    requestIp: input.client === 'requestip' || input.client === 'ip' ? (ip ?? null) : null,
  });
  return c.json({ token: issued.token, expires: issued.expires, ssl: isHttpsRequest(c) });
}
