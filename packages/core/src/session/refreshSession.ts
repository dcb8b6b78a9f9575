import { exchangeRefreshToken } from './exchangeRefreshToken.ts';
import { refreshWithPassword } from './refreshWithPassword.ts';
import { refreshWithRefreshToken } from './refreshWithRefreshToken.ts';
import type { Session } from './Session.ts';
import { resolveSessionDeps, type SessionDeps } from './SessionDeps.ts';
import { SESSION_ERROR_MESSAGES, SessionError } from './SessionError.ts';

/**
 * Gets a new token (spec 1 §4): by username and password when the session holds a password;
 * otherwise by refresh token, renewing the refresh token first (exchange) once its recorded
 * expiry has passed. Without either: `TOKEN_REFRESH_FAILED`, "Unable to refresh token.".
 *
 * @example
 * const fresh = await refreshSession(session);
 */
export function refreshSession(session: Session, deps: Partial<SessionDeps> = {}): Promise<Session> {
  const resolved = resolveSessionDeps(deps);
  if (session.password) return refreshWithPassword(session, resolved);
  if (session.clientId && session.refreshToken) {
    const refreshExpired = session.refreshTokenExpires !== undefined && session.refreshTokenExpires <= resolved.now();
    return refreshExpired ? exchangeRefreshToken(session, resolved) : refreshWithRefreshToken(session, resolved);
  }
  return Promise.reject(new SessionError('TOKEN_REFRESH_FAILED', SESSION_ERROR_MESSAGES.unableToRefresh));
}
