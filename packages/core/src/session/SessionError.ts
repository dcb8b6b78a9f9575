import { HubError } from '../errors/HubError.ts';

/**
 * Every way a session operation can fail. Code decides, never the message.
 *
 * @example
 * if (error instanceof SessionError && error.code === 'ACCESS_DENIED') showCancelled();
 */
export type SessionErrorCode =
  /** Sign-in with username and password was refused. */
  | 'SIGN_IN_FAILED'
  /** No way to refresh (no password, no refresh token), or the portal refused. */
  | 'TOKEN_REFRESH_FAILED'
  /** Renewing an expired refresh token (`exchange_refresh_token`) failed. */
  | 'REFRESH_TOKEN_EXCHANGE_FAILED'
  /** A server is not federated with the session's portal. */
  | 'NOT_FEDERATED'
  /** A federated server's token service refused. */
  | 'GENERATE_TOKEN_FOR_SERVER_FAILED'
  /** The user declined on the portal's sign-in page (`access_denied`). */
  | 'ACCESS_DENIED'
  /** The OAuth return carried an error other than `access_denied`, or no token at all. */
  | 'OAUTH_ERROR'
  /** The OAuth return has no state, or no sign-in was started in this browser. */
  | 'NO_AUTH_STATE'
  /** The OAuth return's state is not the one this browser stored. */
  | 'MISMATCHED_AUTH_STATE'
  /** PKCE S256 is not possible here (no Web Crypto, e.g. an insecure context). */
  | 'PKCE_UNAVAILABLE'
  /** The browser refused to open the sign-in popup. */
  | 'POPUP_BLOCKED'
  /** A popup sign-in finished but nobody was waiting for it. */
  | 'POPUP_HANDLER_MISSING'
  /** Waiting for a sign-in or a credential was cancelled by the caller. */
  | 'ABORTED'
  /** The parent frame's session had expired, so it sent no credential. */
  | 'TOKEN_EXPIRED'
  /** The parent frame answered with another error. */
  | 'PARENT_CREDENTIAL_ERROR'
  /** The parent frame answered with a message of an unknown type, or a malformed one. */
  | 'UNKNOWN_MESSAGE_TYPE';

/**
 * The fixed messages of spec 1 §8 (Auth).
 *
 * @example
 * new SessionError('TOKEN_REFRESH_FAILED', SESSION_ERROR_MESSAGES.unableToRefresh);
 */
export const SESSION_ERROR_MESSAGES = {
  unableToRefresh: 'Unable to refresh token.',
  unknownError: 'Unknown error',
  popupHandlerMissing:
    "Unable to complete authentication. It's possible you specified popup based oAuth2 but no handler from " +
    'signInWithPopup() is present. This generally happens because the popup option differs between starting ' +
    'and completing the sign-in.',
  parentTokenExpired: 'Session token was expired, and not returned to the child application',
  unknownMessageType: 'Unknown message type.',
  notFederatedWith: (server: string, portal: string) => `${server} is not federated with ${portal}.`,
  notFederatedWithAny: (server: string) => `${server} is not federated with any portal and is not explicitly trusted.`,
} as const;

/**
 * A session operation failed: sign-in, refresh, OAuth return, federated server token or the
 * cross-frame credential. `code` says which; `status` is the portal's code when it answered.
 *
 * @example
 * try { await refreshSession(session, deps); }
 * catch (e) { if (e instanceof SessionError && e.code === 'TOKEN_REFRESH_FAILED') signInAgain(); }
 */
export class SessionError extends HubError {
  constructor(
    override readonly code: SessionErrorCode,
    message: string,
    options: { cause?: unknown; status?: number } = {},
  ) {
    super(code, message, options);
    this.name = 'SessionError';
  }
}
