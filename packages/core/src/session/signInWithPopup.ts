import type { OAuthBrowser } from './OAuthBrowser.ts';
import { oauthPopupEventName, oauthPopupResultSchema } from './oauthPopupResult.ts';
import type { OAuthSignInOptions } from './OAuthSignInOptions.ts';
import { prepareOAuthSignIn } from './prepareOAuthSignIn.ts';
import { restoreSession } from './restoreSession.ts';
import type { Session } from './Session.ts';
import { resolveSessionDeps, type SessionDeps } from './SessionDeps.ts';
import { SESSION_ERROR_MESSAGES, SessionError, type SessionErrorCode } from './SessionError.ts';

const DEFAULT_POPUP_FEATURES = 'height=400,width=600,menubar=no,location=yes,resizable=yes,scrollbars=yes,status=yes';

/**
 * OAuth sign-in options, plus the popup's window features and a way to stop waiting.
 *
 * @example
 * signInWithPopup({ ...options, signal: AbortSignal.timeout(300_000) }, browser);
 */
export interface PopupSignInOptions extends OAuthSignInOptions {
  /** `window.open` features of the popup. */
  readonly popupWindowFeatures?: string;
  /** Stops waiting (e.g. the user closed the popup): rejects with `ABORTED`. */
  readonly signal?: AbortSignal;
}

/**
 * Signs in through a popup: opens the portal's sign-in page in it and waits until the page at
 * `redirectUri` calls {@link completeOAuthPopup}, which hands the session back. Rejects with
 * `POPUP_BLOCKED` when the browser refuses the popup, with the popup's error (`ACCESS_DENIED`,
 * `OAUTH_ERROR`, ...) when the sign-in failed, or with `ABORTED` when `signal` fires.
 *
 * @example
 * const session = await signInWithPopup({ portal, clientId: 'plaza-web', redirectUri }, oauthBrowserFromWindow(window));
 */
export async function signInWithPopup(
  options: PopupSignInOptions,
  browser: Pick<OAuthBrowser, 'storage' | 'currentUrl' | 'openPopup' | 'events'>,
  deps: Partial<SessionDeps> = {},
): Promise<Session> {
  const resolved = resolveSessionDeps(deps);
  const url = await prepareOAuthSignIn(options, browser, resolved);
  const eventName = oauthPopupEventName(options.clientId);
  return new Promise<Session>((resolve, reject) => {
    const stop = () => {
      browser.events.removeEventListener(eventName, onResult);
      options.signal?.removeEventListener('abort', onAbort);
    };
    const fail = (code: SessionErrorCode, message: string) => {
      stop();
      reject(new SessionError(code, message));
    };
    const onAbort = () => fail('ABORTED', 'Popup sign-in was cancelled.');
    const onResult = (event: Event) => {
      event.preventDefault();
      // The event comes from the popup's realm: `instanceof CustomEvent` would be false there.
      const detail = oauthPopupResultSchema.safeParse('detail' in event ? event.detail : undefined);
      if (!detail.success) return fail('OAUTH_ERROR', SESSION_ERROR_MESSAGES.unknownError);
      if ('error' in detail.data) return fail(asErrorCode(detail.data.error.code), detail.data.error.message);
      const session = restoreSession(detail.data.session, resolved);
      if (!session) return fail('OAUTH_ERROR', SESSION_ERROR_MESSAGES.unknownError);
      stop();
      resolve(session);
    };
    if (options.signal?.aborted) return onAbort();
    browser.events.addEventListener(eventName, onResult);
    options.signal?.addEventListener('abort', onAbort);
    const popup = browser.openPopup(url, 'oauth-window', options.popupWindowFeatures ?? DEFAULT_POPUP_FEATURES);
    if (popup === null || popup === undefined) fail('POPUP_BLOCKED', 'The browser blocked the sign-in popup.');
  });
}

const POPUP_ERROR_CODES: readonly SessionErrorCode[] = [
  'ACCESS_DENIED',
  'OAUTH_ERROR',
  'NO_AUTH_STATE',
  'MISMATCHED_AUTH_STATE',
  'PKCE_UNAVAILABLE',
];

function asErrorCode(code: string): SessionErrorCode {
  return POPUP_ERROR_CODES.find((known) => known === code) ?? 'OAUTH_ERROR';
}
