import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { issueAccessToken } from '../../auth/issueAccessToken.ts';
import { resolveCaller } from '../../auth/resolveCaller.ts';
import { hashSecret } from '../../auth/tokenSecret.ts';
import type { UserCaller } from '../../auth/caller.ts';
import { revokeAccessToken } from '../../db/repositories/accessTokenRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { nowFrom } from '../../auth/clock.ts';
import { isHttpsRequest } from '../../http/requestProtocol.ts';

const COOKIE = 'plaza_portal_session';
const PATH = '/sharing/rest/oauth2';
const SESSION_MINUTES = 20160;
/** The pseudo client of portal sign-in sessions (the cookie set by the sign-in page). */
export const PORTAL_SESSION_CLIENT = 'plaza-portal-session';

/** After a sign-in on the portal's page: an HttpOnly cookie that `platformSelf` and `signout` read. */
export async function startPortalSession(c: Context<AppEnv>, username: string): Promise<void> {
  const deps = c.get('deps');
  const issued = await issueAccessToken(deps.db, {
    username,
    now: nowFrom(deps),
    expirationMinutes: SESSION_MINUTES,
    source: 'password',
    clientId: PORTAL_SESSION_CLIENT,
  });
  setCookie(c, COOKIE, issued.token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: PATH,
    secure: isHttpsRequest(c),
    maxAge: SESSION_MINUTES * 60,
  });
}

/** The user of the portal session cookie, when it is still valid. */
export async function readPortalSession(c: Context<AppEnv>): Promise<UserCaller | undefined> {
  const token = getCookie(c, COOKIE);
  if (!token) return undefined;
  const deps = c.get('deps');
  return resolveCaller(deps.db, token, nowFrom(deps), { referer: undefined, ip: undefined });
}

/** Revokes the session's token and clears the cookie. */
export async function endPortalSession(c: Context<AppEnv>): Promise<void> {
  const token = getCookie(c, COOKIE);
  if (token) await revokeAccessToken(c.get('deps').db, hashSecret(token));
  deleteCookie(c, COOKIE, { path: PATH });
}
