import { sql } from 'kysely';
import type { Db } from '../database.ts';
import type { SignInFailureTable } from '../schema.ts';

export type SignInScope = SignInFailureTable['scope'];

export async function insertSignInFailure(db: Db, scope: SignInScope, subject: string, at: number): Promise<void> {
  await db.insertInto('sign_in_failures').values({ scope, subject, at }).execute();
}

export async function clearSignInFailures(db: Db, scope: SignInScope, subject: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('scope', '=', scope).where('subject', '=', subject).execute();
}

/** Forgets failures older than `before`. */
export async function deleteOldSignInFailures(db: Db, before: number): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('at', '<', before).execute();
}

/** What claiming an attempt found: a subject at its limit (the failures' times), every place taken by attempts being
 * checked, or the attempt's claim written. */
export type SignInReservation =
  { readonly kind: 'limited'; readonly times: number[] } | { readonly kind: 'busy' } | { readonly kind: 'claimed' };

/**
 * Claims a place for an attempt before its password is checked, atomically: under a lock per subject (username, address),
 * a subject with `max` failures since `since` refuses it (`limited`); one whose failures and live claims fill the `max`
 * places answers `busy` (nothing written: try again shortly); else one claim row per subject is written, named `claim`
 * and lapsing at `leaseUntil`. So no more than `max` wrong passwords are ever checked (issue 12), a claim is never a
 * failure unless {@link settleSignInFailure} makes it one, and a claim whose process died lapses (issue 40).
 */
export async function reserveSignInClaim(
  db: Db,
  subjects: readonly (readonly [SignInScope, string])[],
  claim: { readonly id: string; readonly at: number; readonly leaseUntil: number },
  since: number,
  max: number,
): Promise<SignInReservation> {
  return db.transaction().execute(async (trx) => {
    const keys = subjects.map(([scope, subject]) => `sign-in:${scope}:${subject}`).sort();
    for (const key of keys) await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
    let busy = false;
    for (const [scope, subject] of subjects) {
      await trx
        .deleteFrom('sign_in_failures')
        .where('scope', '=', scope)
        .where('subject', '=', subject)
        .where('pending_until', '<=', claim.at)
        .execute();
      // Failures and live claims in ONE statement: read apart, a claim settling into a failure between the two reads
      // (settleSignInFailure takes no lock) would be seen as neither, and one place too many given out (PostgreSQL).
      const rows = await trx
        .selectFrom('sign_in_failures')
        .select(['at', 'pending_until'])
        .where('scope', '=', scope)
        .where('subject', '=', subject)
        .where((eb) =>
          eb.or([eb.and([eb('pending_until', 'is', null), eb('at', '>', since)]), eb('pending_until', '>', claim.at)]),
        )
        .orderBy('at', 'desc')
        .execute();
      const times = rows.filter((r) => r.pending_until === null).map((r) => r.at);
      if (times.length >= max) return { kind: 'limited', times: times.slice(0, max) };
      if (rows.length >= max) busy = true;
    }
    if (busy) return { kind: 'busy' };
    await trx
      .insertInto('sign_in_failures')
      .values(
        subjects.map(([scope, subject]) => ({
          scope,
          subject,
          at: claim.at,
          pending_until: claim.leaseUntil,
          claim: claim.id,
        })),
      )
      .execute();
    return { kind: 'claimed' };
  });
}

/** The attempt's password was wrong: its claims become failures, dated when it was claimed. */
export async function settleSignInFailure(db: Db, claim: string): Promise<void> {
  await db
    .updateTable('sign_in_failures')
    .set({ pending_until: null, claim: null })
    .where('claim', '=', claim)
    .execute();
}

/** The attempt passed, or never finished its check: its claims go, counting nothing. */
export async function releaseSignInClaim(db: Db, claim: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('claim', '=', claim).execute();
}

/**
 * Forgets every claim under way: at the start of the embedded database's one process, every claim is a dead process's.
 * (Processes sharing PostgreSQL cannot tell a dead one's claims from a live one's; theirs lapse at `pending_until`.)
 */
export async function forgetSignInClaims(db: Db): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('pending_until', 'is not', null).execute();
}
