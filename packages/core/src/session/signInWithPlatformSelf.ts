import { cleanUrl, platformSelf } from '@esri/arcgis-rest-request';
import { z } from 'zod/mini';
import type { Session } from './Session.ts';
import { OAUTH_TOKEN_EXPIRY_TRIM_MS, TOKEN_DURATION_MINUTES } from './sessionConstants.ts';
import { resolveSessionDeps, type SessionDeps } from './SessionDeps.ts';
import { SessionError } from './SessionError.ts';
import { tokenRequestFailure } from './tokenRequestFailure.ts';

const platformSelfSchema = z.object({
  username: z.string().check(z.minLength(1)),
  token: z.string().check(z.minLength(1)),
  expires_in: z.coerce.number().check(z.positive()),
});

/**
 * Signs in without a page change when the browser already has the portal's own sign-in session
 * (a cookie): `POST {portal}/oauth2/platformSelf` with the client id and redirect URI as headers,
 * through the client library's `platformSelf`. Fails with `SIGN_IN_FAILED` when the portal has no
 * session for the browser. The token expires 1 s early, as any token from the portal's OAuth endpoints.
 *
 * @example
 * const session = await signInWithPlatformSelf({ portal, clientId: 'plaza-web', redirectUri }).catch(() => undefined);
 */
export async function signInWithPlatformSelf(
  app: { readonly portal: string; readonly clientId: string; readonly redirectUri: string },
  deps: Partial<SessionDeps> = {},
): Promise<Session> {
  const { now } = resolveSessionDeps(deps);
  const portal = cleanUrl(app.portal);
  let body: unknown;
  try {
    body = await platformSelf(app.clientId, app.redirectUri, portal);
  } catch (error) {
    throw tokenRequestFailure(error, 'SIGN_IN_FAILED');
  }
  const answer = platformSelfSchema.safeParse(body);
  if (!answer.success) throw new SessionError('SIGN_IN_FAILED', 'The portal answered without a token.');
  return {
    portal,
    username: answer.data.username,
    token: answer.data.token,
    tokenExpires: now() + answer.data.expires_in * 1000 - OAUTH_TOKEN_EXPIRY_TRIM_MS,
    ssl: portal.startsWith('https:'),
    provider: 'arcgis',
    tokenDuration: TOKEN_DURATION_MINUTES,
    clientId: app.clientId,
    redirectUri: app.redirectUri,
    federatedServers: {},
  };
}
