import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../database.ts';
import type { OAuthAppTable, OAuthCodeTable, RefreshTokenTable } from '../schema.ts';

export type OAuthAppRow = Selectable<OAuthAppTable>;
export type OAuthCodeRow = Selectable<OAuthCodeTable>;
export type RefreshTokenRow = Selectable<RefreshTokenTable>;

export async function insertOAuthApp(db: Db, app: Insertable<OAuthAppTable>): Promise<void> {
  await db.insertInto('oauth_apps').values(app).execute();
}

export function findOAuthApp(db: Db, clientId: string): Promise<OAuthAppRow | undefined> {
  return db.selectFrom('oauth_apps').selectAll().where('client_id', '=', clientId).executeTakeFirst();
}

export async function insertOAuthCode(db: Db, code: Insertable<OAuthCodeTable>): Promise<void> {
  await db.insertInto('oauth_codes').values(code).execute();
}

export function findOAuthCode(db: Db, codeHash: string): Promise<OAuthCodeRow | undefined> {
  return db.selectFrom('oauth_codes').selectAll().where('code_hash', '=', codeHash).executeTakeFirst();
}

/** Marks a code used; true only for the one caller that flipped it (codes are single-use even under races). */
export async function claimOAuthCode(db: Db, codeHash: string): Promise<boolean> {
  const result = await db
    .updateTable('oauth_codes')
    .set({ used: true })
    .where('code_hash', '=', codeHash)
    .where('used', '=', false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertRefreshToken(db: Db, token: Insertable<RefreshTokenTable>): Promise<void> {
  await db.insertInto('refresh_tokens').values(token).execute();
}

export function findRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Marks a refresh token rotated; true only for the one caller that flipped it. */
export async function claimRefreshTokenRotation(db: Db, tokenHash: string): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ rotated: true })
    .where('token_hash', '=', tokenHash)
    .where('rotated', '=', false)
    .where('revoked', '=', false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revokeRefreshTokenFamily(db: Db, familyId: string): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked: true }).where('family_id', '=', familyId).execute();
}

/** Deletes at most `limit` authorization codes expired by `now` (used or not); answers how many went. */
export async function deleteExpiredOAuthCodes(db: Db, now: number, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('oauth_codes')
    .where('code_hash', 'in', (eb) =>
      eb.selectFrom('oauth_codes').select('code_hash').where('expires', '<=', now).limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Deletes at most `limit` refresh tokens expired by `now`; answers how many went. Rotated ones are kept
 * until then, so a reused refresh token still revokes its family for as long as it could have worked.
 */
export async function deleteExpiredRefreshTokens(db: Db, now: number, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('refresh_tokens')
    .where('token_hash', 'in', (eb) =>
      eb.selectFrom('refresh_tokens').select('token_hash').where('expires', '<=', now).limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
