import {
  beginOAuthSignIn,
  oauthBrowserFromWindow,
  SessionError,
  signInWithPopup,
  signOutUrl,
  type OAuthBrowser,
} from '@plaza/core';
import { CALLBACK_PATH, oauthOptionsFor, SIGN_OUT_RETURN_KEY } from './authOptions.ts';
import { oauthClientIdFor } from './oauthClientIdFor.ts';
import { browserSessionStore } from './browserSessionStore.ts';
import { safeReturnUrl } from './safeReturnUrl.ts';
import { noteSignIn } from '../telemetry/siteTracker.ts';

/** Redirect (the default) leaves the page for the portal; popup keeps the page and signs in in a small window. */
export type SignInMode = 'redirect' | 'popup';

export interface SignInRequest {
  readonly mode?: SignInMode;
  /** The page to come back to; this page by default. Only pages of this origin are honoured. */
  readonly returnTo?: string;
  /** Language of the portal's sign-in page. */
  readonly locale?: string;
  /** Stops waiting for a popup (the person closed it, or pressed cancel). */
  readonly signal?: AbortSignal;
}

function browserReturningTo(target: string): OAuthBrowser {
  return { ...oauthBrowserFromWindow(window), currentUrl: () => target };
}

/**
 * Signs in through the portal's OAuth pages with PKCE S256 (spec 1 §2, §7). Redirect mode navigates away and comes
 * back through `/auth/callback` to `returnTo`; popup mode resolves here once the popup hands the session back (a
 * blocked popup falls back to the redirect). Failures end in a notice, never in a broken page.
 *
 * @example
 * await startSignIn({ mode: 'popup' });
 */
export async function startSignIn(request: SignInRequest = {}): Promise<void> {
  const origin = window.location.origin;
  const target = safeReturnUrl(request.returnTo ?? window.location.href, origin);
  const options = oauthOptionsFor(origin, request.locale, await oauthClientIdFor(origin));
  const browser = browserReturningTo(target);
  try {
    if (request.mode !== 'popup') return await beginOAuthSignIn(options, browser);
    try {
      const session = await signInWithPopup(
        { ...options, ...(request.signal ? { signal: request.signal } : {}) },
        browser,
      );
      browserSessionStore().adopt(session);
      noteSignIn();
    } catch (error) {
      if (error instanceof SessionError && error.code === 'POPUP_BLOCKED')
        return await beginOAuthSignIn(options, browser);
      throw error;
    }
  } catch (error) {
    if (error instanceof SessionError && (error.code === 'ABORTED' || error.code === 'ACCESS_DENIED')) {
      browserSessionStore().notify({ kind: 'signInCancelled' });
      return;
    }
    // A sign-in that cannot start (no Web Crypto outside a secure context, say) says why instead of doing nothing.
    browserSessionStore().notify({
      kind: 'signInFailed',
      ...(error instanceof Error && error.message ? { detail: error.message } : {}),
    });
  }
}

/** Pages that make no sense signed out: coming back from sign-out there goes home instead. */
const MEMBER_ONLY = /^\/(workspace(\/|$)|edit$|pages\/[^/]+\/edit$)/;

/**
 * Signs out (spec 3 §2): revokes the tokens, forgets the session, then goes through the portal's OAuth sign-out,
 * which ends the portal's own session and comes back to `/auth/callback`, and from there to this page (or home, for
 * pages only members see).
 *
 * @example
 * await signOutAndLeave();
 */
export async function signOutAndLeave(): Promise<void> {
  const origin = window.location.origin;
  const here = new URL(window.location.href);
  const back = MEMBER_ONLY.test(here.pathname) ? `${origin}/` : here.href;
  try {
    window.sessionStorage.setItem(SIGN_OUT_RETURN_KEY, back);
  } catch {
    // Without session storage the return is the home page.
  }
  await browserSessionStore().signOut();
  const portal = oauthOptionsFor(origin).portal;
  window.location.assign(signOutUrl({ portal, clientId: await oauthClientIdFor(origin) }, `${origin}${CALLBACK_PATH}`));
}
