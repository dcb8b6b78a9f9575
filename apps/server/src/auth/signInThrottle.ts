import type { Db } from '../db/database.ts';
import {
  clearSignInFailures,
  deleteOldSignInFailures,
  insertSignInFailure,
  recentSignInFailures,
  releaseSignInFailure,
  reserveSignInFailures,
  type SignInScope,
} from '../db/repositories/signInFailureRepository.ts';

/** Failed sign-ins allowed per username and per IP within {@link SIGN_IN_WINDOW_MS}. */
export const MAX_SIGN_IN_FAILURES = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

/** Who is trying to sign in: the username tried ('' when unknown) and the peer address (unknown in-process). */
export interface SignInAttempt {
  readonly username: string;
  readonly ip: string | undefined;
}

function subjects(attempt: SignInAttempt): [SignInScope, string][] {
  const username = attempt.username.trim().toLowerCase();
  const list: [SignInScope, string][] = username ? [['username', username]] : [];
  if (attempt.ip) list.push(['ip', attempt.ip]);
  return list;
}

/**
 * Seconds to wait before another attempt, or 0 when the attempt may go ahead. Blocked once a
 * username or an IP has {@link MAX_SIGN_IN_FAILURES} failures in the last 15 minutes, until the
 * oldest of those leaves the window. Shared by generateToken, the sign-in page and oauth2/token.
 *
 * @example
 * const wait = await signInRetryAfter(db, { username, ip }, now);
 * if (wait > 0) return tooManyAttempts(wait);
 */
export async function signInRetryAfter(db: Db, attempt: SignInAttempt, now: number): Promise<number> {
  let waitMs = 0;
  for (const [scope, subject] of subjects(attempt)) {
    const times = await recentSignInFailures(db, scope, subject, now - SIGN_IN_WINDOW_MS, MAX_SIGN_IN_FAILURES);
    const oldestCounted = times[MAX_SIGN_IN_FAILURES - 1];
    if (oldestCounted !== undefined) waitMs = Math.max(waitMs, oldestCounted + SIGN_IN_WINDOW_MS - now);
  }
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}

/**
 * Checks and counts an attempt in one atomic step, before the password is checked: answers the seconds
 * to wait when the username or the address is at its limit (nothing is counted), else counts the
 * attempt as a failure and answers 0. A success then takes the count back with
 * {@link recordSignInSuccess}. Unlike check-then-record, simultaneous attempts cannot get past the limit.
 *
 * @example
 * const wait = await claimSignInAttempt(db, { username, ip }, now);
 * if (wait > 0) return tooManyAttempts(wait);
 */
export async function claimSignInAttempt(db: Db, attempt: SignInAttempt, now: number): Promise<number> {
  const list = subjects(attempt);
  if (list.length === 0) return 0;
  const times = await reserveSignInFailures(db, list, now, now - SIGN_IN_WINDOW_MS, MAX_SIGN_IN_FAILURES);
  const oldestCounted = times[MAX_SIGN_IN_FAILURES - 1];
  if (oldestCounted === undefined) {
    await deleteOldSignInFailures(db, now - SIGN_IN_WINDOW_MS);
    return 0;
  }
  return Math.max(1, Math.ceil((oldestCounted + SIGN_IN_WINDOW_MS - now) / 1000));
}

/** Counts a failed attempt against its username and IP, and forgets failures that left the window. */
export async function recordSignInFailure(db: Db, attempt: SignInAttempt, now: number): Promise<void> {
  for (const [scope, subject] of subjects(attempt)) await insertSignInFailure(db, scope, subject, now);
  await deleteOldSignInFailures(db, now - SIGN_IN_WINDOW_MS);
}

/**
 * A successful sign-in clears the username's failures (not the address's: one address may try many
 * names); with `claimedAt`, the attempt claimed at that time is taken back from the address's count.
 */
export async function recordSignInSuccess(db: Db, attempt: SignInAttempt, claimedAt?: number): Promise<void> {
  const username = attempt.username.trim().toLowerCase();
  if (username) await clearSignInFailures(db, 'username', username);
  if (claimedAt !== undefined && attempt.ip) await releaseSignInFailure(db, 'ip', attempt.ip, claimedAt);
}
