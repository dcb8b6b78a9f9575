import { completeOAuthSignIn } from './completeOAuthSignIn.ts';
import type { OAuthBrowser } from './OAuthBrowser.ts';
import { oauthPopupEventName, type OAuthPopupResult } from './oauthPopupResult.ts';
import type { OAuthSignInOptions } from './OAuthSignInOptions.ts';
import { serializeSession } from './serializeSession.ts';
import type { SessionDeps } from './SessionDeps.ts';
import { SESSION_ERROR_MESSAGES, SessionError } from './SessionError.ts';

/**
 * Finishes a popup sign-in on the redirect URI page opened by {@link signInWithPopup}: completes
 * the OAuth return (as {@link completeOAuthSignIn}), hands the session or the error to the opener,
 * and closes the popup. When no opener is waiting it fails with `POPUP_HANDLER_MISSING`
 * ("Unable to complete authentication. ...") and leaves the popup open.
 *
 * @example
 * // on the redirect URI page, when window.opener is set
 * await completeOAuthPopup(options, oauthBrowserFromWindow(window));
 */
export async function completeOAuthPopup(
  options: OAuthSignInOptions,
  popup: Pick<OAuthBrowser, 'storage' | 'currentUrl' | 'opener' | 'close'>,
  deps: Partial<SessionDeps> = {},
): Promise<void> {
  const opener = popup.opener();
  if (!opener) throw new SessionError('POPUP_HANDLER_MISSING', SESSION_ERROR_MESSAGES.popupHandlerMissing);
  let detail: OAuthPopupResult;
  try {
    const { session } = await completeOAuthSignIn(options, popup, deps);
    detail = { session: serializeSession(session) };
  } catch (error) {
    detail =
      error instanceof SessionError
        ? { error: { code: error.code, message: error.message } }
        : { error: { code: 'OAUTH_ERROR', message: SESSION_ERROR_MESSAGES.unknownError } };
  }
  const event = new CustomEvent(oauthPopupEventName(options.clientId), { detail, cancelable: true });
  const received = !opener.dispatchEvent(event);
  if (!received) throw new SessionError('POPUP_HANDLER_MISSING', SESSION_ERROR_MESSAGES.popupHandlerMissing);
  popup.close();
}
