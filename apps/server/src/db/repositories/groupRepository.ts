import { sql, type Insertable, type RawBuilder, type Selectable, type SqlBool, type Updateable } from 'kysely';
import type { GroupSortField } from '../../search/groupSearchTarget.ts';
import type { Db } from '../database.ts';
import type { GroupTable } from '../schema.ts';
import type { RecordSearchQuery } from './searchSql.ts';

export type GroupRow = Selectable<GroupTable>;
export type NewGroup = Insertable<GroupTable>;
export type GroupChanges = Updateable<GroupTable>;

export async function insertGroup(db: Db, group: NewGroup): Promise<void> {
  await db.insertInto('groups').values(group).execute();
}

export function findGroupById(db: Db, id: string): Promise<GroupRow | undefined> {
  return db.selectFrom('groups').selectAll().where('id', '=', id).executeTakeFirst();
}

/** True when the org already has a group of this title (case-insensitive), other than `exceptId`. */
export async function groupTitleTaken(db: Db, orgId: string, title: string, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom('groups')
    .select('id')
    .where('org_id', '=', orgId)
    .where((eb) => eb(eb.fn('lower', ['title']), '=', title.toLowerCase()));
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function updateGroupRow(db: Db, id: string, changes: GroupChanges): Promise<void> {
  await db.updateTable('groups').set(changes).where('id', '=', id).execute();
}

export async function deleteGroupRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('groups').where('id', '=', id).execute();
}

/** Who is searching: anonymous, or a user with their org and whether they may view all the org's groups. */
export type GroupViewer =
  | { readonly kind: 'anonymous' }
  | { readonly kind: 'user'; readonly username: string; readonly orgId: string; readonly orgAdmin: boolean };

const SORT_EXPRESSIONS: Readonly<Record<GroupSortField, RawBuilder<unknown>>> = {
  title: sql`lower(groups.title)`,
  owner: sql`lower(groups.owner)`,
  created: sql`groups.created`,
  modified: sql`groups.modified`,
};

/**
 * One page of the groups a compiled search matches, and the total of them, both under the same
 * conditions (the caller's visibility among them), so invisible groups are never counted. Ties sort
 * by id so pages never overlap.
 */
export async function searchGroupRows(
  db: Db,
  query: RecordSearchQuery<GroupSortField>,
): Promise<{ total: number; rows: GroupRow[] }> {
  const where = sql<SqlBool>`${sql.join(query.where, sql` and `)}`;
  const counted = await db
    .selectFrom('groups')
    .where(where)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  let select = db.selectFrom('groups').selectAll('groups').where(where);
  for (const { field, order } of query.sort) {
    if (field !== 'relevance') select = select.orderBy(SORT_EXPRESSIONS[field], order);
    else if (query.relevance) select = select.orderBy(query.relevance, order);
  }
  const rows =
    query.limit > 0 ? await select.orderBy('groups.id').offset(query.offset).limit(query.limit).execute() : [];
  return { total: Number(counted.n), rows };
}

/**
 * The groups a viewer may see (PORTAL-API.md "Groups", ADR 0013): public groups to everyone; org
 * groups to their org; any group to its members and to the administrators of its org who hold
 * `portal:admin:viewGroups`.
 */
export function groupsVisibleTo(viewer: GroupViewer): RawBuilder<SqlBool> {
  if (viewer.kind === 'anonymous') return sql<SqlBool>`groups.access = 'public'`;
  const member = groupsWithMember(viewer.username);
  const org = viewer.orgAdmin
    ? sql<SqlBool>`groups.org_id = ${viewer.orgId}`
    : sql<SqlBool>`(groups.access = 'org' and groups.org_id = ${viewer.orgId})`;
  return sql<SqlBool>`(groups.access = 'public' or ${org} or ${member})`;
}

/** Groups the user belongs to (as owner, admin or member): the scope of `searchUserAccess=groupMember`. */
export function groupsWithMember(username: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from group_members m where m.group_id = groups.id and m.username = ${username})`;
}

export async function findGroupsByIds(db: Db, ids: readonly string[]): Promise<GroupRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('groups')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}
