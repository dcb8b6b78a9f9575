import { revokeToken } from '@esri/arcgis-rest-request';
import { toPortalRequestError } from '../portal/portalRequest.ts';
import type { Session } from './Session.ts';

/**
 * Revokes the session's tokens at the portal (`POST {portal}/oauth2/revokeToken`, through the
 * client library's `revokeToken`): the refresh token — and with it every token issued from the
 * same sign-in — when there is one, else the access token. Part of signing out, before sending the
 * browser to {@link signOutUrl}. Failures are {@link PortalRequestError}s.
 *
 * @example
 * await revokeSession(handle.current()).catch(() => undefined); // sign out even if the portal is unreachable
 * store.removeItem('plaza:session');
 * location.assign(signOutUrl({ portal, clientId: 'plaza-web' }, origin));
 */
export async function revokeSession(
  session: Pick<Session, 'portal' | 'token' | 'refreshToken' | 'clientId'>,
): Promise<void> {
  try {
    await revokeToken({
      portal: session.portal,
      clientId: session.clientId ?? '',
      token: session.refreshToken ?? session.token,
    });
  } catch (error) {
    throw toPortalRequestError(error, `${session.portal}/oauth2/revokeToken`);
  }
}
