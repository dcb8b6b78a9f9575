import { completeOAuthPopup, completeOAuthSignIn, oauthBrowserFromWindow, SessionError } from '@plaza/core';
import { oauthOptionsFor, SIGN_OUT_RETURN_KEY } from './authOptions.ts';
import { oauthClientIdFor } from './oauthClientIdFor.ts';
import { browserSessionStore } from './browserSessionStore.ts';
import { safeReturnUrl } from './safeReturnUrl.ts';
import { noteSignIn } from '../telemetry/siteTracker.ts';

/** Where the callback page goes next: a page of this origin, or nowhere (a popup that closed itself). */
export type CallbackOutcome = { readonly kind: 'navigate'; readonly href: string } | { readonly kind: 'closed' };

/** The page signing out started from, read once; null when this is not a return from signing out. */
function takeSignOutReturn(): string | null {
  try {
    const back = window.sessionStorage.getItem(SIGN_OUT_RETURN_KEY);
    window.sessionStorage.removeItem(SIGN_OUT_RETURN_KEY);
    return back;
  } catch {
    return null;
  }
}

/** The name `signInWithPopup` gives its window. */
const POPUP_NAME = 'oauth-window';

function originalUrlOf(url: URL): string | undefined {
  try {
    const state: unknown = JSON.parse(url.searchParams.get('state') ?? '');
    if (
      typeof state === 'object' &&
      state !== null &&
      'originalUrl' in state &&
      typeof state.originalUrl === 'string'
    ) {
      return state.originalUrl;
    }
  } catch {
    // No readable state: the home page.
  }
  return undefined;
}

/**
 * Finishes whatever brought the browser to `/auth/callback`: a sign-in by redirect (code + PKCE verifier exchanged,
 * session kept, back to the page it started from), a sign-in popup (session handed to the opener, window closed), or
 * the portal's sign-out coming back (to the page the person signed out from). A refused or failed sign-in goes back
 * to the page too, with a notice saying what happened.
 *
 * @example
 * const outcome = await completeSignInReturn();
 * if (outcome.kind === 'navigate') navigate(toRouterPath(outcome.href), { replace: true });
 */
export async function completeSignInReturn(): Promise<CallbackOutcome> {
  const url = new URL(window.location.href);
  const origin = url.origin;
  const store = browserSessionStore();
  const isReturn = url.searchParams.has('code') || url.searchParams.has('error') || url.hash.includes('access_token');
  if (!isReturn) {
    const back = takeSignOutReturn();
    if (back !== null) store.notify({ kind: 'signedOut' });
    return { kind: 'navigate', href: safeReturnUrl(back, origin) };
  }

  const options = oauthOptionsFor(origin, undefined, await oauthClientIdFor(origin));
  const browser = oauthBrowserFromWindow(window);
  if (isSignInPopup(origin)) {
    await completeOAuthPopup(options, browser);
    return { kind: 'closed' };
  }
  try {
    const { session, returnTo } = await completeOAuthSignIn(options, browser);
    store.adopt(session);
    noteSignIn();
    return { kind: 'navigate', href: safeReturnUrl(returnTo, origin) };
  } catch (error) {
    const cancelled = error instanceof SessionError && error.code === 'ACCESS_DENIED';
    store.notify(
      cancelled
        ? { kind: 'signInCancelled' }
        : { kind: 'signInFailed', ...(error instanceof Error && error.message ? { detail: error.message } : {}) },
    );
    return { kind: 'navigate', href: safeReturnUrl(originalUrlOf(url), origin) };
  }
}

/**
 * Whether this callback runs in the sign-in popup. Its name says so, unless the browser cleared it on the way through
 * the portal's host (a cross-site navigation clears `window.name`; ADR 0109): then a same-origin opener does.
 */
function isSignInPopup(origin: string): boolean {
  const opener = window.opener as Window | null;
  if (!opener || opener === window) return false;
  if (window.name === POPUP_NAME) return true;
  try {
    return opener.location.origin === origin;
  } catch {
    return false;
  }
}
