import type { Session } from './Session.ts';

/**
 * The session as a JSON string for the caller's session store (e.g. `localStorage`), so it can be
 * restored after a reload with {@link restoreSession}. The password is never written. The shape
 * is the client library's (`ArcGISIdentityManager.deserialize` reads it too), plus `provider`
 * and `federatedServers`.
 *
 * @example
 * store.setItem('plaza:session', serializeSession(session));
 */
export function serializeSession(session: Session): string {
  return JSON.stringify({
    type: 'ArcGISIdentityManager',
    portal: session.portal,
    username: session.username,
    token: session.token,
    tokenExpires: session.tokenExpires,
    ssl: session.ssl,
    provider: session.provider,
    tokenDuration: session.tokenDuration,
    refreshToken: session.refreshToken,
    refreshTokenExpires: session.refreshTokenExpires,
    clientId: session.clientId,
    redirectUri: session.redirectUri,
    federatedServers: session.federatedServers,
  });
}
