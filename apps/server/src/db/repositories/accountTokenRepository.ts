import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../database.ts';
import type { AccountTokenTable } from '../notificationTables.ts';

export type AccountTokenRow = Selectable<AccountTokenTable>;

/** Records a reset or a sign-up waiting for its link (the sending job sets the link's hash). */
export async function insertAccountToken(db: Db, row: Insertable<AccountTokenTable>): Promise<void> {
  await db.insertInto('account_tokens').values(row).execute();
}

/** One by id. */
export function findAccountToken(db: Db, id: string): Promise<AccountTokenRow | undefined> {
  return db.selectFrom('account_tokens').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Sets the hash of the link the job sends (a retried job sends a new link: the earlier one stops working). */
export async function setAccountTokenHash(db: Db, id: string, tokenHash: string): Promise<void> {
  await db.updateTable('account_tokens').set({ token_hash: tokenHash }).where('id', '=', id).execute();
}

/**
 * Takes a link for use: the row whose hash matches, of this purpose, unused and unexpired, marked used in the same
 * statement (so two requests with one link cannot both use it). Undefined when there is none.
 */
export async function useAccountToken(
  db: Db,
  purpose: AccountTokenRow['purpose'],
  tokenHash: string,
  now: number,
): Promise<AccountTokenRow | undefined> {
  return db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires', '>', now)
    .returningAll()
    .executeTakeFirst();
}

/** A link that would be taken by {@link useAccountToken}, without taking it (the form shows first). */
export function peekAccountToken(
  db: Db,
  purpose: AccountTokenRow['purpose'],
  tokenHash: string,
  now: number,
): Promise<AccountTokenRow | undefined> {
  return db
    .selectFrom('account_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires', '>', now)
    .executeTakeFirst();
}

/** How many links of a purpose were asked for a username (or an address) since a moment: the per-account limit. */
export async function countRecentAccountTokens(
  db: Db,
  purpose: AccountTokenRow['purpose'],
  subject: { readonly username: string } | { readonly email: string },
  since: number,
): Promise<number> {
  let query = db
    .selectFrom('account_tokens')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('purpose', '=', purpose)
    .where('created', '>=', since);
  query =
    'username' in subject
      ? query.where('username', '=', subject.username)
      : query.where(sql<boolean>`lower(email) = ${subject.email.toLowerCase()}`);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** Earlier unused links of the same person and purpose stop working when a new one is used. */
export async function retireAccountTokens(
  db: Db,
  purpose: AccountTokenRow['purpose'],
  username: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('purpose', '=', purpose)
    .where('username', '=', username)
    .where('used_at', 'is', null)
    .execute();
}

/** Forgets links that expired a day ago or more (they are kept a day for the per-account limit). */
export async function deleteExpiredAccountTokens(db: Db, before: number): Promise<void> {
  await db.deleteFrom('account_tokens').where('expires', '<', before).execute();
}
