import { requestOAuthToken } from './requestOAuthToken.ts';
import type { Session } from './Session.ts';
import { resolveSessionDeps, type SessionDeps } from './SessionDeps.ts';
import { SESSION_ERROR_MESSAGES, SessionError } from './SessionError.ts';

/**
 * Renews the refresh token itself (`grant_type=exchange_refresh_token`): the portal rotates it and
 * issues a new access token with it. Used once the refresh token's recorded expiry (one minute
 * before the portal's) has passed (spec 1 §4).
 *
 * @example
 * const renewed = await exchangeRefreshToken(session, deps);
 * renewed.refreshToken !== session.refreshToken; // true
 */
export async function exchangeRefreshToken(session: Session, deps: Partial<SessionDeps> = {}): Promise<Session> {
  const { now } = resolveSessionDeps(deps);
  if (!session.clientId || !session.refreshToken) {
    throw new SessionError('REFRESH_TOKEN_EXCHANGE_FAILED', SESSION_ERROR_MESSAGES.unableToRefresh);
  }
  const tokens = await requestOAuthToken(
    session.portal,
    {
      grant_type: 'exchange_refresh_token',
      client_id: session.clientId,
      refresh_token: session.refreshToken,
      ...(session.redirectUri !== undefined ? { redirect_uri: session.redirectUri } : {}),
    },
    now(),
    { code: 'REFRESH_TOKEN_EXCHANGE_FAILED', message: SESSION_ERROR_MESSAGES.unableToRefresh },
  );
  if (tokens.refreshToken === undefined) {
    throw new SessionError('REFRESH_TOKEN_EXCHANGE_FAILED', SESSION_ERROR_MESSAGES.unableToRefresh);
  }
  return {
    ...session,
    token: tokens.token,
    tokenExpires: tokens.tokenExpires,
    ssl: tokens.ssl ?? session.ssl,
    refreshToken: tokens.refreshToken,
    ...(tokens.refreshTokenExpires !== undefined ? { refreshTokenExpires: tokens.refreshTokenExpires } : {}),
  };
}
