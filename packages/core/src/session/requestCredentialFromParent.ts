import { cleanUrl } from '@esri/arcgis-rest-request';
import {
  CREDENTIAL_ERROR_MESSAGE,
  parentAnswerSchema,
  REQUEST_CREDENTIAL_MESSAGE,
  type CrossFrameCredential,
  type MessageLike,
  type MessagePoster,
  type MessageTarget,
} from './crossFrameMessages.ts';
import type { Session } from './Session.ts';
import { PARENT_CREDENTIAL_DEFAULT_EXPIRY_MS, TOKEN_DURATION_MINUTES } from './sessionConstants.ts';
import { resolveSessionDeps, type SessionDeps } from './SessionDeps.ts';
import { SESSION_ERROR_MESSAGES, SessionError } from './SessionError.ts';

/**
 * Where to ask for a credential and where the answer arrives.
 *
 * @example
 * requestCredentialFromParent({ target: window, parent: window.parent, parentOrigin: 'https://hub.example.org' });
 */
export interface ParentCredentialRequest {
  /** This frame's window, where the answer arrives. */
  readonly target: MessageTarget;
  /** The parent window (`window.parent`). */
  readonly parent: MessagePoster;
  /** The parent's origin, given to the frame (e.g. as a `parentOrigin` query parameter). */
  readonly parentOrigin: string;
  /** Stops waiting: rejects with `ABORTED`. */
  readonly signal?: AbortSignal;
}

/**
 * Asks the parent frame for a credential (`arcgis:auth:requestCredential`) and turns the answer
 * into a session. Only messages from `parent` with origin `parentOrigin` are read. A credential
 * without `expires` is given 2 hours (spec 1 §9). A refusal raises the parent's message (code
 * `TOKEN_EXPIRED` for an expired session, else `PARENT_CREDENTIAL_ERROR`); any other message type
 * raises "Unknown message type." (`UNKNOWN_MESSAGE_TYPE`).
 *
 * @example
 * const session = await requestCredentialFromParent({ target: window, parent: window.parent, parentOrigin });
 */
export function requestCredentialFromParent(
  request: ParentCredentialRequest,
  deps: Partial<SessionDeps> = {},
): Promise<Session> {
  const { now } = resolveSessionDeps(deps);
  return new Promise<Session>((resolve, reject) => {
    const stop = () => {
      request.target.removeEventListener('message', onMessage);
      request.signal?.removeEventListener('abort', onAbort);
    };
    const settle = (outcome: () => Session) => {
      stop();
      try {
        resolve(outcome());
      } catch (error) {
        reject(error);
      }
    };
    const onAbort = () =>
      settle(() => {
        throw new SessionError('ABORTED', 'The credential request was cancelled.');
      });
    const onMessage = (event: MessageLike) => {
      if (event.source !== request.parent || event.origin !== request.parentOrigin || !event.data) return;
      settle(() => {
        const answer = parentAnswerSchema.safeParse(event.data);
        if (!answer.success) throw new SessionError('UNKNOWN_MESSAGE_TYPE', SESSION_ERROR_MESSAGES.unknownMessageType);
        if (answer.data.type === CREDENTIAL_ERROR_MESSAGE) {
          const { name, message } = answer.data.error;
          throw new SessionError(name === 'tokenExpiredError' ? 'TOKEN_EXPIRED' : 'PARENT_CREDENTIAL_ERROR', message);
        }
        return sessionFromCredential(answer.data.credential, now());
      });
    };
    if (request.signal?.aborted) return onAbort();
    request.target.addEventListener('message', onMessage);
    request.signal?.addEventListener('abort', onAbort);
    request.parent.postMessage({ type: REQUEST_CREDENTIAL_MESSAGE }, request.parentOrigin);
  });
}

function sessionFromCredential(credential: CrossFrameCredential, now: number): Session {
  const server = cleanUrl(credential.server);
  return {
    portal: server.includes('sharing/rest') ? server : `${server}/sharing/rest`,
    username: credential.userId,
    token: credential.token,
    tokenExpires: credential.expires ?? now + PARENT_CREDENTIAL_DEFAULT_EXPIRY_MS,
    ssl: credential.ssl ?? true,
    provider: 'arcgis',
    tokenDuration: TOKEN_DURATION_MINUTES,
    federatedServers: {},
  };
}
