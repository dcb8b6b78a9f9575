import { isTokenFresh } from './isTokenFresh.ts';
import { refreshSession } from './refreshSession.ts';
import type { Session } from './Session.ts';
import { resolveSessionDeps, type SessionDeps } from './SessionDeps.ts';

/**
 * The session itself while its token is unexpired; otherwise a refreshed one (spec 1 §4).
 *
 * @example
 * session = await ensureFreshSession(session, deps);
 * await getItem(id, { portal: session.portal, authentication: session.token });
 */
export async function ensureFreshSession(session: Session, deps: Partial<SessionDeps> = {}): Promise<Session> {
  const resolved = resolveSessionDeps(deps);
  return isTokenFresh(session, resolved.now()) ? session : refreshSession(session, resolved);
}
