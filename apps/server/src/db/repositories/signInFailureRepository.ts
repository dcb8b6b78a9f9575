import { sql } from 'kysely';
import type { Db } from '../database.ts';
import type { SignInFailureTable } from '../schema.ts';

export type SignInScope = SignInFailureTable['scope'];

export async function insertSignInFailure(db: Db, scope: SignInScope, subject: string, at: number): Promise<void> {
  await db.insertInto('sign_in_failures').values({ scope, subject, at }).execute();
}

/** Times of the failures of one subject since `since`, newest first, at most `limit`. */
export async function recentSignInFailures(
  db: Db,
  scope: SignInScope,
  subject: string,
  since: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('sign_in_failures')
    .select('at')
    .where('scope', '=', scope)
    .where('subject', '=', subject)
    .where('at', '>', since)
    .orderBy('at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.at);
}

export async function clearSignInFailures(db: Db, scope: SignInScope, subject: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('scope', '=', scope).where('subject', '=', subject).execute();
}

/** Forgets failures older than `before`. */
export async function deleteOldSignInFailures(db: Db, before: number): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('at', '<', before).execute();
}

/**
 * Counts an attempt against each subject before the password is checked, atomically: under a lock per
 * subject, answers the times of the recent failures of a subject that already has `max` of them (the
 * attempt is refused and nothing is written), or writes one failure per subject and answers `[]`.
 * Simultaneous attempts therefore never get more than `max` evaluated (issue 12).
 */
export async function reserveSignInFailures(
  db: Db,
  subjects: readonly (readonly [SignInScope, string])[],
  at: number,
  since: number,
  max: number,
): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const keys = subjects.map(([scope, subject]) => `sign-in:${scope}:${subject}`).sort();
    for (const key of keys) await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
    for (const [scope, subject] of subjects) {
      const times = await recentSignInFailures(trx, scope, subject, since, max);
      if (times.length >= max) return times;
    }
    for (const [scope, subject] of subjects) await insertSignInFailure(trx, scope, subject, at);
    return [];
  });
}

/** Takes back one failure written for an attempt that succeeded (the address's, written at `at`). */
export async function releaseSignInFailure(db: Db, scope: SignInScope, subject: string, at: number): Promise<void> {
  await sql`delete from sign_in_failures where ctid = (
      select ctid from sign_in_failures where scope = ${scope} and subject = ${subject} and at = ${at} limit 1)`.execute(
    db,
  );
}
