import { requestOAuthToken } from './requestOAuthToken.ts';
import type { Session } from './Session.ts';
import { resolveSessionDeps, type SessionDeps } from './SessionDeps.ts';
import { SESSION_ERROR_MESSAGES, SessionError } from './SessionError.ts';

/**
 * A new access token from the refresh token (`grant_type=refresh_token`). The refresh token is kept,
 * unless the portal hands out a new one. Expiry per spec 1 §9 (1 s early).
 *
 * @example
 * const fresh = await refreshWithRefreshToken(session, deps);
 */
export async function refreshWithRefreshToken(session: Session, deps: Partial<SessionDeps> = {}): Promise<Session> {
  const { now } = resolveSessionDeps(deps);
  if (!session.clientId || !session.refreshToken) {
    throw new SessionError('TOKEN_REFRESH_FAILED', SESSION_ERROR_MESSAGES.unableToRefresh);
  }
  const tokens = await requestOAuthToken(
    session.portal,
    { grant_type: 'refresh_token', client_id: session.clientId, refresh_token: session.refreshToken },
    now(),
    { code: 'TOKEN_REFRESH_FAILED', message: SESSION_ERROR_MESSAGES.unableToRefresh },
  );
  return {
    ...session,
    token: tokens.token,
    tokenExpires: tokens.tokenExpires,
    ssl: tokens.ssl ?? session.ssl,
    ...(tokens.refreshToken !== undefined
      ? { refreshToken: tokens.refreshToken, refreshTokenExpires: tokens.refreshTokenExpires }
      : {}),
  };
}
