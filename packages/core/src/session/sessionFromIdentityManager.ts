import type { ArcGISIdentityManager } from '@esri/arcgis-rest-request';
import type { Session } from './Session.ts';

/**
 * Reads a session record out of the client library's `ArcGISIdentityManager` (after its
 * username/password sign-in or refresh). The manager does not record `ssl` for generated tokens,
 * so it falls back to whether the portal is reached over HTTPS. `federatedServers` is carried over
 * from `previous` because the manager keeps its own copy private.
 *
 * @example
 * const session = sessionFromIdentityManager(await ArcGISIdentityManager.signIn({ username, password, portal }));
 */
export function sessionFromIdentityManager(
  manager: ArcGISIdentityManager,
  previous?: Pick<Session, 'federatedServers'>,
): Session {
  const username = manager.username;
  const token = manager.token;
  const expires = manager.tokenExpires;
  if (!username || !token || !(expires instanceof Date)) {
    throw new TypeError('The identity manager holds no signed-in token.');
  }
  return {
    portal: manager.portal,
    username,
    token,
    tokenExpires: expires.getTime(),
    ssl: typeof manager.ssl === 'boolean' ? manager.ssl : manager.portal.startsWith('https:'),
    provider: manager.provider,
    tokenDuration: manager.tokenDuration,
    federatedServers: previous?.federatedServers ?? {},
    ...(manager.password ? { password: manager.password } : {}),
    ...(manager.refreshToken ? { refreshToken: manager.refreshToken } : {}),
    ...(manager.refreshTokenExpires instanceof Date
      ? { refreshTokenExpires: manager.refreshTokenExpires.getTime() }
      : {}),
    ...(manager.clientId ? { clientId: manager.clientId } : {}),
    ...(manager.redirectUri ? { redirectUri: manager.redirectUri } : {}),
  };
}
