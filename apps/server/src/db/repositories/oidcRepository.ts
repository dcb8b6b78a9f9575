import { sql } from 'kysely';
import type { Db } from '../database.ts';
import type { UserRow } from './userRepository.ts';

/** A sign-in with a provider under way, as stored (ADR 0211). */
export interface OidcSignInRow {
  readonly provider: string;
  readonly code_verifier: string;
  readonly nonce: string;
  readonly authorize_params: Record<string, string>;
}

/** Stores a sign-in under way (and forgets those that expired). */
export async function insertOidcSignIn(
  db: Db,
  row: OidcSignInRow & { readonly state_hash: string; readonly created: number; readonly expires: number },
): Promise<void> {
  await db.deleteFrom('oidc_sign_ins').where('expires', '<=', row.created).execute();
  await db
    .insertInto('oidc_sign_ins')
    .values({ ...row, authorize_params: JSON.stringify(row.authorize_params) })
    .execute();
}

/** Takes a sign-in under way by its state's hash, once: the row is deleted; undefined when unknown or expired. */
export async function takeOidcSignIn(db: Db, stateHash: string, now: number): Promise<OidcSignInRow | undefined> {
  const row = await db
    .deleteFrom('oidc_sign_ins')
    .where('state_hash', '=', stateHash)
    .returning(['provider', 'code_verifier', 'nonce', 'authorize_params', 'expires'])
    .executeTakeFirst();
  if (!row || row.expires <= now) return undefined;
  return row;
}

/** The account a provider's subject is linked to, if any (disabled accounts included: the caller decides). */
export function findIdentityUser(db: Db, provider: string, subject: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('user_identities')
    .innerJoin('users', 'users.username', 'user_identities.username')
    .selectAll('users')
    .where('user_identities.provider', '=', provider)
    .where('user_identities.subject', '=', subject)
    .executeTakeFirst();
}

/** Links a provider's subject to an account. */
export async function insertIdentity(
  db: Db,
  row: { provider: string; subject: string; username: string; email: string; created: number },
): Promise<void> {
  await db.insertInto('user_identities').values(row).execute();
}

/** The accounts, disabled ones included, that use an e-mail address (compared without case), at most a few. */
export function findUsersByEmail(db: Db, email: string): Promise<UserRow[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<boolean>`lower(email) = ${email.trim().toLowerCase()}`)
    .orderBy('username')
    .limit(5)
    .execute();
}
