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
