import type { OAuthBrowser } from './OAuthBrowser.ts';
import type { OAuthSignInOptions } from './OAuthSignInOptions.ts';
import { prepareOAuthSignIn } from './prepareOAuthSignIn.ts';
import { resolveSessionDeps, type SessionDeps } from './SessionDeps.ts';

/**
 * Starts sign-in by redirect: stores the state and PKCE verifier, then leaves the page for the
 * portal's sign-in page. The portal comes back to `redirectUri`, where {@link completeOAuthSignIn}
 * finishes.
 *
 * @example
 * await beginOAuthSignIn(
 *   { portal, clientId: 'plaza-web', redirectUri: `${origin}/auth/callback` },
 *   oauthBrowserFromWindow(window),
 * );
 */
export async function beginOAuthSignIn(
  options: OAuthSignInOptions,
  browser: Pick<OAuthBrowser, 'storage' | 'currentUrl' | 'navigate'>,
  deps: Partial<SessionDeps> = {},
): Promise<void> {
  browser.navigate(await prepareOAuthSignIn(options, browser, resolveSessionDeps(deps)));
}
