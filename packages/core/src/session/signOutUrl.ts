import { cleanUrl, encodeQueryString } from '@esri/arcgis-rest-request';

/**
 * Where to send the browser to sign out of the portal too (`GET {portal}/oauth2/signout`): the
 * portal ends its own sign-in session and comes back to `redirectUri` when it is registered for
 * `clientId`. Forget the stored session before going there.
 *
 * @example
 * store.removeItem('plaza:session');
 * location.assign(signOutUrl({ portal, clientId: 'plaza-web' }, `${origin}/`));
 */
export function signOutUrl(app: { readonly portal: string; readonly clientId: string }, redirectUri: string): string {
  return `${cleanUrl(app.portal)}/oauth2/signout?${encodeQueryString({ client_id: app.clientId, redirect_uri: redirectUri })}`;
}
