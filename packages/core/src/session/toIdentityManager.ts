import { ArcGISIdentityManager } from '@esri/arcgis-rest-request';
import type { Session } from './Session.ts';

/**
 * The client library's `ArcGISIdentityManager` for a session, for code that needs one (its
 * password refresh, `@esri/arcgis-rest-*` helpers that expect it, the maps SDK's `toCredential()`).
 * Prefer {@link createSessionHandle} as `authentication`: the manager keeps its own clock and
 * expiry rules, and changes it makes are not written back to the session.
 *
 * @example
 * const manager = toIdentityManager(session);
 * manager.toCredential().userId; // session.username
 */
export function toIdentityManager(
  session: Session,
  options: { readonly referer?: string } = {},
): ArcGISIdentityManager {
  return new ArcGISIdentityManager({
    portal: session.portal,
    username: session.username,
    token: session.token,
    tokenExpires: new Date(session.tokenExpires),
    ssl: session.ssl,
    provider: session.provider,
    tokenDuration: session.tokenDuration,
    ...(session.password !== undefined ? { password: session.password } : {}),
    ...(session.refreshToken !== undefined ? { refreshToken: session.refreshToken } : {}),
    ...(session.refreshTokenExpires !== undefined
      ? { refreshTokenExpires: new Date(session.refreshTokenExpires) }
      : {}),
    ...(session.clientId !== undefined ? { clientId: session.clientId } : {}),
    ...(session.redirectUri !== undefined ? { redirectUri: session.redirectUri } : {}),
    ...(options.referer !== undefined ? { referer: options.referer } : {}),
  });
}
