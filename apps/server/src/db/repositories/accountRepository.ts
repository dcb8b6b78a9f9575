import { sql } from 'kysely';
import type { Db } from '../database.ts';
import type { UserRow } from './userRepository.ts';

/** The active accounts that use an e-mail address (compared without case), at most a few. */
export function findActiveUsersByEmail(db: Db, email: string): Promise<UserRow[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<boolean>`lower(email) = ${email.trim().toLowerCase()}`)
    .where('disabled', '=', false)
    .orderBy('username')
    .limit(5)
    .execute();
}

/** Whether a username is taken (compared without case, as sign-in does). */
export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('username')
    .where(sql<boolean>`lower(username) = ${username.toLowerCase()}`)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Sets a person's password and signs them out everywhere: their access tokens, refresh tokens and unused
 * authorization codes stop working (a reset is often because someone else knows the old password).
 */
export async function replacePassword(db: Db, username: string, passwordHash: string, now: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, modified: now })
    .where('username', '=', username)
    .execute();
  await db.updateTable('access_tokens').set({ revoked: true }).where('username', '=', username).execute();
  await db.updateTable('refresh_tokens').set({ revoked: true }).where('username', '=', username).execute();
  await db.updateTable('oauth_codes').set({ used: true }).where('username', '=', username).execute();
}

/** Clears the sign-in failures counted against a username (a reset proves the person). */
export async function clearUsernameFailures(db: Db, username: string): Promise<void> {
  await db
    .deleteFrom('sign_in_failures')
    .where('scope', '=', 'username')
    .where('subject', '=', username.trim().toLowerCase())
    .execute();
}
