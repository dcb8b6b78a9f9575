import type { OAuthSignInOptions } from '@plaza/core';

/** The web app's OAuth client at the portal (a public client: PKCE S256, ADR 0012). */
export const WEB_CLIENT_ID = 'plaza-web';

/** Where the session is kept between reloads (`localStorage`, per origin: ADR 0090). */
export const SESSION_STORAGE_KEY = 'plaza:session';

/** The page to come back to after signing out (`sessionStorage`): the portal returns to the callback. */
export const SIGN_OUT_RETURN_KEY = 'plaza:sign-out-return';

/** The callback path registered for `plaza-web` on every Plaza host, and for a site's own app on its custom hostname. */
export const CALLBACK_PATH = '/auth/callback';

/**
 * How this origin signs in: the portal on the same origin (ADR 0090), the client (the web client unless the site
 * has its own app on this host, see `oauthClientIdFor`), the callback on this host.
 *
 * @example
 * await beginOAuthSignIn(oauthOptionsFor(location.origin, 'ar'), browser);
 */
export function oauthOptionsFor(origin: string, locale?: string, clientId: string = WEB_CLIENT_ID): OAuthSignInOptions {
  return {
    portal: `${origin}/sharing/rest`,
    clientId,
    redirectUri: `${origin}${CALLBACK_PATH}`,
    ...(locale ? { locale } : {}),
  };
}
