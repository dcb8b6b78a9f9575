import type { Session } from './Session.ts';
import type { SessionDeps } from './SessionDeps.ts';
import { SESSION_ERROR_MESSAGES } from './SessionError.ts';
import { sessionFromIdentityManager } from './sessionFromIdentityManager.ts';
import { toIdentityManager } from './toIdentityManager.ts';
import { tokenRequestFailure } from './tokenRequestFailure.ts';

/**
 * A new token by username and password, through the client library's
 * `ArcGISIdentityManager.refreshCredentials` (`POST {portal}/generateToken` with the session's
 * token duration). Federated server tokens are kept.
 *
 * @example
 * const fresh = await refreshWithPassword({ ...session, password }, { referer: 'https://hub.example.org' });
 */
export async function refreshWithPassword(session: Session, deps: Partial<SessionDeps> = {}): Promise<Session> {
  const manager = toIdentityManager(session, deps.referer !== undefined ? { referer: deps.referer } : {});
  try {
    await manager.refreshCredentials();
  } catch (error) {
    throw tokenRequestFailure(error, 'TOKEN_REFRESH_FAILED', SESSION_ERROR_MESSAGES.unableToRefresh);
  }
  return sessionFromIdentityManager(manager, session);
}
