import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import {
  deleteOldSignInFailures,
  insertSignInFailure,
  releaseSignInClaim,
  reserveSignInClaim,
  settleSignInFailure,
  clearSignInFailures,
  type SignInScope,
} from '../db/repositories/signInFailureRepository.ts';

/** Failed sign-ins allowed per username and per IP within {@link SIGN_IN_WINDOW_MS}. */
export const MAX_SIGN_IN_FAILURES = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
/** How long an attempt's claim holds a place while its password is checked; a dead process's claim lapses then. */
export const SIGN_IN_CLAIM_LEASE_MS = 10_000;
/** How long an attempt waits for a place held by attempts being checked before it is answered 429. */
const MAX_WAIT_MS = SIGN_IN_CLAIM_LEASE_MS + 2_000;

/** Who is trying to sign in: the username tried ('' when unknown) and the peer address (unknown in-process). */
export interface SignInAttempt {
  readonly username: string;
  readonly ip: string | undefined;
}

/** How an attempt ended: refused by the limit (seconds to wait), a real failure, or passed with the check's answer. */
export type SignInOutcome<T> =
  | { readonly kind: 'limited'; readonly retryAfter: number }
  | { readonly kind: 'failed' }
  | { readonly kind: 'passed'; readonly value: T };

function subjects(attempt: SignInAttempt): [SignInScope, string][] {
  const username = attempt.username.trim().toLowerCase();
  const list: [SignInScope, string][] = username ? [['username', username]] : [];
  if (attempt.ip) list.push(['ip', attempt.ip]);
  return list;
}

function secondsUntil(oldestCounted: number, now: number): number {
  return Math.max(1, Math.ceil((oldestCounted + SIGN_IN_WINDOW_MS - now) / 1000));
}

/**
 * Runs one sign-in attempt's `check` (the password, a client secret) under the abuse limit (issue 12, 40; ADR 0187):
 * a username or address with {@link MAX_SIGN_IN_FAILURES} failures in 15 minutes is refused before anything is
 * checked (`limited`, with the seconds until the oldest leaves the window). Otherwise the attempt first claims one of
 * the limit's places, so no more wrong passwords are checked than the limit allows, however many arrive at once —
 * while every place is held by attempts being checked, it waits for them (polling), and is refused only when they
 * turned into failures. The check's answer settles the claim: undefined is a failure (counted), a value passes (the
 * claim goes; the username's failures are forgotten), a thrown error counts nothing. A claim left by a process that
 * died lapses after {@link SIGN_IN_CLAIM_LEASE_MS} without ever counting. Shared by generateToken, the sign-in page and
 * oauth2/token's client authentication.
 *
 * @example
 * const outcome = await attemptSignIn(db, { username, ip }, () => Date.now(), () => verifyCredentials(db, username, password));
 * if (outcome.kind === 'limited') return tooManyAttempts(c, outcome.retryAfter);
 */
export async function attemptSignIn<T>(
  db: Db,
  attempt: SignInAttempt,
  clock: () => number,
  check: () => Promise<T | undefined>,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<SignInOutcome<T>> {
  const list = subjects(attempt);
  if (list.length === 0) {
    const value = await check();
    return value === undefined ? { kind: 'failed' } : { kind: 'passed', value };
  }
  const id = randomUUID();
  let now = clock();
  for (let waited = 0, pause = 10; ; waited += pause, pause = Math.min(100, Math.ceil(pause * 1.5))) {
    const since = now - SIGN_IN_WINDOW_MS;
    const leaseUntil = now + SIGN_IN_CLAIM_LEASE_MS;
    const found = await reserveSignInClaim(db, list, { id, at: now, leaseUntil }, since, MAX_SIGN_IN_FAILURES);
    if (found.kind === 'limited') return { kind: 'limited', retryAfter: secondsUntil(found.times.at(-1)!, now) };
    if (found.kind === 'claimed') break;
    if (waited >= MAX_WAIT_MS) return { kind: 'limited', retryAfter: Math.ceil(SIGN_IN_CLAIM_LEASE_MS / 1000) };
    await sleep(pause);
    now = clock();
  }
  let value: T | undefined;
  try {
    value = await check();
  } catch (error) {
    await releaseSignInClaim(db, id);
    throw error;
  }
  if (value === undefined) {
    await settleSignInFailure(db, id);
    await deleteOldSignInFailures(db, now - SIGN_IN_WINDOW_MS);
    return { kind: 'failed' };
  }
  await releaseSignInClaim(db, id);
  const username = attempt.username.trim().toLowerCase();
  if (username) await clearSignInFailures(db, 'username', username);
  return { kind: 'passed', value };
}

/** Counts a failed attempt against its username and IP, and forgets failures that left the window. */
export async function recordSignInFailure(db: Db, attempt: SignInAttempt, now: number): Promise<void> {
  for (const [scope, subject] of subjects(attempt)) await insertSignInFailure(db, scope, subject, now);
  await deleteOldSignInFailures(db, now - SIGN_IN_WINDOW_MS);
}
