import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../database.ts';
import type { AccessTokenTable } from '../schema.ts';

export type AccessTokenRow = Selectable<AccessTokenTable>;
export type NewAccessToken = Insertable<AccessTokenTable>;

export async function insertAccessToken(db: Db, token: NewAccessToken): Promise<void> {
  await db.insertInto('access_tokens').values(token).execute();
}

/** A token by its hash, whatever its state (the caller checks expiry and revocation). */
export function findAccessToken(db: Db, tokenHash: string): Promise<AccessTokenRow | undefined> {
  return db.selectFrom('access_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export async function revokeAccessToken(db: Db, tokenHash: string): Promise<void> {
  await db.updateTable('access_tokens').set({ revoked: true }).where('token_hash', '=', tokenHash).execute();
}

/** Revokes every access token of an OAuth token family. */
export async function revokeAccessTokenFamily(db: Db, familyId: string): Promise<void> {
  await db.updateTable('access_tokens').set({ revoked: true }).where('family_id', '=', familyId).execute();
}

/** Deletes at most `limit` access tokens expired by `now`; answers how many went. */
export async function deleteExpiredAccessTokens(db: Db, now: number, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('access_tokens')
    .where('token_hash', 'in', (eb) =>
      eb.selectFrom('access_tokens').select('token_hash').where('expires', '<=', now).limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
