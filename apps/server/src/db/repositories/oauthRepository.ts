import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../database.ts';
import type { OAuthAppTable, OAuthCodeTable, RefreshTokenTable } from '../schema.ts';

export type OAuthAppRow = Selectable<OAuthAppTable>;
export type OAuthCodeRow = Selectable<OAuthCodeTable>;
export type RefreshTokenRow = Selectable<RefreshTokenTable>;

export async function insertOAuthApp(db: Db, app: Insertable<OAuthAppTable>): Promise<void> {
  await db.insertInto('oauth_apps').values(app).execute();
}

/** A registered app with the current title and owner of its item (null for apps of no item, ADR 0106). */
export type OAuthAppWithItem = OAuthAppRow & { readonly item_title: string | null; readonly item_owner: string | null };

export function findOAuthApp(db: Db, clientId: string): Promise<OAuthAppWithItem | undefined> {
  return db
    .selectFrom('oauth_apps')
    .leftJoin('items', 'items.id', 'oauth_apps.item_id')
    .selectAll('oauth_apps')
    .select(['items.title as item_title', 'items.owner as item_owner'])
    .where('oauth_apps.client_id', '=', clientId)
    .executeTakeFirst();
}

/** The app registered for an item (at most one: a unique index). */
export function findOAuthAppOfItem(db: Db, itemId: string): Promise<OAuthAppRow | undefined> {
  return db.selectFrom('oauth_apps').selectAll().where('item_id', '=', itemId).executeTakeFirst();
}

/** Replaces an app's redirect URIs (and app type); answers the row as it now is. */
export function updateOAuthAppRedirects(
  db: Db,
  clientId: string,
  patch: { redirect_uris: string[]; app_type: 'browser' | 'multiple'; modified: number },
): Promise<OAuthAppRow | undefined> {
  return db
    .updateTable('oauth_apps')
    .set({ redirect_uris: JSON.stringify(patch.redirect_uris), app_type: patch.app_type, modified: patch.modified })
    .where('client_id', '=', clientId)
    .returningAll()
    .executeTakeFirst();
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
