import { sql, type Insertable, type RawBuilder, type Selectable, type SqlBool } from 'kysely';
import type { UserSortField } from '../../search/userSearchTarget.ts';
import type { Db } from '../database.ts';
import type { UserTable } from '../schema.ts';
import type { RecordSearchQuery } from './searchSql.ts';

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;

/** Finds a user by username, case-insensitively as the portal does. */
export function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst();
}

export async function insertUser(db: Db, user: NewUser): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

export async function updateLastLogin(db: Db, username: string, at: number): Promise<void> {
  await db.updateTable('users').set({ last_login: at }).where('username', '=', username).execute();
}

/** Who is searching users: anonymous, or a user with their org and whether they administer it. */
export type UserViewer =
  | { readonly kind: 'anonymous' }
  | { readonly kind: 'user'; readonly username: string; readonly orgId: string; readonly orgAdmin: boolean };

const SORT_EXPRESSIONS: Readonly<Record<UserSortField, RawBuilder<unknown>>> = {
  username: sql`lower(users.username)`,
  fullname: sql`lower(users.full_name)`,
  created: sql`users.created`,
  modified: sql`users.modified`,
};

/**
 * One page of the users a compiled search matches, and the total of them, both under the same
 * conditions (the caller's visibility among them). Ties sort by username so pages never overlap.
 */
export async function searchUserRows(
  db: Db,
  query: RecordSearchQuery<UserSortField>,
): Promise<{ total: number; rows: UserRow[] }> {
  const where = sql<SqlBool>`${sql.join(query.where, sql` and `)}`;
  const counted = await db
    .selectFrom('users')
    .where(where)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  let select = db.selectFrom('users').selectAll('users').where(where);
  for (const { field, order } of query.sort) {
    if (field !== 'relevance') select = select.orderBy(SORT_EXPRESSIONS[field], order);
    else if (query.relevance) select = select.orderBy(query.relevance, order);
  }
  const rows =
    query.limit > 0 ? await select.orderBy('users.username').offset(query.offset).limit(query.limit).execute() : [];
  return { total: Number(counted.n), rows };
}

/**
 * The users a viewer may see (ADR 0013): public profiles; the viewer's own org except private
 * profiles, unless an administrator holding `portal:admin:viewUsers`; themself.
 */
export function usersVisibleTo(viewer: UserViewer): RawBuilder<SqlBool> {
  if (viewer.kind === 'anonymous') return sql<SqlBool>`users.access = 'public'`;
  const ownOrg = viewer.orgAdmin
    ? sql<SqlBool>`users.org_id = ${viewer.orgId}`
    : sql<SqlBool>`(users.org_id = ${viewer.orgId} and users.access <> 'private')`;
  return sql<SqlBool>`(users.access = 'public' or ${ownOrg} or users.username = ${viewer.username})`;
}

/**
 * The users whose private fields (role, licence, disabled, last login) the viewer may see: themself,
 * and as an administrator every member of their org. Terms on those fields match only these rows.
 */
export function userPrivateFieldsVisibleTo(viewer: UserViewer): RawBuilder<SqlBool> {
  if (viewer.kind === 'anonymous') return sql<SqlBool>`false`;
  if (viewer.orgAdmin) return sql<SqlBool>`(users.username = ${viewer.username} or users.org_id = ${viewer.orgId})`;
  return sql<SqlBool>`users.username = ${viewer.username}`;
}

/** Members of one organisation (`/portals/self/users/search`). */
export function usersOfOrg(orgId: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`users.org_id = ${orgId}`;
}

/**
 * Locks a user's row until the transaction ends: membership additions of one user take turns, so a
 * count-then-insert limit (groups per user) holds under simultaneous requests. Call inside a transaction.
 */
export async function lockUserRow(trx: Db, username: string): Promise<void> {
  await trx.selectFrom('users').select('username').where('username', '=', username).forUpdate().execute();
}

/** The profile fields a user (or their org's user administrator) may change. */
export interface UserProfilePatch {
  readonly fullName?: string;
  readonly description?: string;
  readonly access?: 'private' | 'org' | 'public';
  readonly tags?: readonly string[];
  readonly culture?: string;
  /** `thumbnail/{file}` once a picture is stored. */
  readonly thumbnail?: string;
}

/** Writes a user's changed profile fields and when they changed. */
export async function updateUserProfile(db: Db, username: string, patch: UserProfilePatch, now: number): Promise<void> {
  await db
    .updateTable('users')
    .set({
      ...(patch.fullName !== undefined ? { full_name: patch.fullName } : {}),
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      ...(patch.access !== undefined ? { access: patch.access } : {}),
      ...(patch.tags !== undefined ? { tags: JSON.stringify(patch.tags) } : {}),
      ...(patch.culture !== undefined ? { culture: patch.culture } : {}),
      ...(patch.thumbnail !== undefined ? { thumbnail: patch.thumbnail } : {}),
      modified: now,
    })
    .where('username', '=', username)
    .execute();
}
