import type { Session } from './Session.ts';

/**
 * True while the session's token may be used: its (already trimmed) expiry is still ahead.
 *
 * @example
 * isTokenFresh(session, Date.now());
 */
export function isTokenFresh(session: Pick<Session, 'tokenExpires'>, now: number): boolean {
  return session.tokenExpires > now;
}
