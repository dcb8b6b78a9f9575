import {
  CREDENTIAL_ERROR_MESSAGE,
  CREDENTIAL_MESSAGE,
  REQUEST_CREDENTIAL_MESSAGE,
  type MessageLike,
  type MessagePoster,
  type MessageTarget,
} from './crossFrameMessages.ts';
import { isTokenFresh } from './isTokenFresh.ts';
import type { Session } from './Session.ts';
import { resolveSessionDeps, type SessionDeps } from './SessionDeps.ts';
import { SESSION_ERROR_MESSAGES } from './SessionError.ts';

/**
 * Who may ask this page for its credential, and where the session comes from.
 *
 * @example
 * answerCredentialRequests({ target: window, validChildOrigins: ['https://maps.example.org'], getSession: () => handle.current() });
 */
export interface CredentialRequestAnswering {
  /** The parent's window, where child frames' requests arrive. */
  readonly target: MessageTarget;
  /** Origins allowed to receive the credential, compared exactly (no patterns: a pattern is an XSS hole). */
  readonly validChildOrigins: readonly string[];
  /** The current session, or undefined when signed out. */
  readonly getSession: () => Session | undefined;
}

/**
 * Lets child frames from the allowed origins ask this (parent) page for its credential
 * (`arcgis:auth:requestCredential`, spec 1 §7). Messages from other origins, and messages of other
 * types, are ignored. The credential is posted back to the asking frame's origin only; an expired
 * (or absent) session gets `arcgis:auth:error` with "Session token was expired, and not returned to
 * the child application". Returns a function that stops answering.
 *
 * @example
 * const stop = answerCredentialRequests({ target: window, validChildOrigins: ['https://maps.example.org'], getSession });
 * // on leaving the page: stop();
 */
export function answerCredentialRequests(
  answering: CredentialRequestAnswering,
  deps: Partial<SessionDeps> = {},
): () => void {
  const { now } = resolveSessionDeps(deps);
  const onMessage = (event: MessageLike) => {
    if (!answering.validChildOrigins.includes(event.origin)) return;
    if (!isRequest(event.data) || !isPoster(event.source)) return;
    const session = answering.getSession();
    const message =
      session && isTokenFresh(session, now())
        ? {
            type: CREDENTIAL_MESSAGE,
            credential: {
              expires: session.tokenExpires,
              server: session.portal.replace('/sharing/rest', ''),
              ssl: session.ssl,
              token: session.token,
              userId: session.username,
            },
          }
        : {
            type: CREDENTIAL_ERROR_MESSAGE,
            error: { name: 'tokenExpiredError', message: SESSION_ERROR_MESSAGES.parentTokenExpired },
          };
    event.source.postMessage(message, event.origin);
  };
  answering.target.addEventListener('message', onMessage);
  return () => answering.target.removeEventListener('message', onMessage);
}

function isRequest(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'type' in data && data.type === REQUEST_CREDENTIAL_MESSAGE;
}

function isPoster(source: unknown): source is MessagePoster {
  return (
    typeof source === 'object' && source !== null && 'postMessage' in source && typeof source.postMessage === 'function'
  );
}
