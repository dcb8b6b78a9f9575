import { sql, type Selectable } from 'kysely';
import type { Db } from '../database.ts';
import type { GroupMemberTable, GroupMemberType } from '../schema.ts';
import { containsPattern, type Page } from './searchSql.ts';

export type GroupMemberRow = Selectable<GroupMemberTable>;

/** Ids of the groups a user belongs to, any member type. */
export async function findGroupIdsOfUser(db: Db, username: string): Promise<string[]> {
  const rows = await db.selectFrom('group_members').select('group_id').where('username', '=', username).execute();
  return rows.map((r) => r.group_id);
}

export function findMembership(db: Db, groupId: string, username: string): Promise<GroupMemberRow | undefined> {
  return db
    .selectFrom('group_members')
    .selectAll()
    .where('group_id', '=', groupId)
    .where('username', '=', username)
    .executeTakeFirst();
}

/** Memberships of a user, for `community/self` and the group records' `userMembership`. */
export function findMembershipsOfUser(db: Db, username: string): Promise<GroupMemberRow[]> {
  return db.selectFrom('group_members').selectAll().where('username', '=', username).execute();
}

export async function countGroupsOfUser(db: Db, username: string): Promise<number> {
  const row = await db
    .selectFrom('group_members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Adds a member, or changes the member type of an existing one. */
export async function upsertMember(
  db: Db,
  member: { groupId: string; username: string; memberType: GroupMemberType; joined: number },
): Promise<void> {
  await db
    .insertInto('group_members')
    .values({
      group_id: member.groupId,
      username: member.username,
      member_type: member.memberType,
      joined: member.joined,
    })
    .onConflict((oc) => oc.columns(['group_id', 'username']).doUpdateSet({ member_type: member.memberType }))
    .execute();
}

/** Changes the member type of an existing member. */
export async function updateMemberType(
  db: Db,
  groupId: string,
  username: string,
  memberType: GroupMemberType,
): Promise<void> {
  await db
    .updateTable('group_members')
    .set({ member_type: memberType })
    .where('group_id', '=', groupId)
    .where('username', '=', username)
    .execute();
}

export async function deleteMember(db: Db, groupId: string, username: string): Promise<void> {
  await db.deleteFrom('group_members').where('group_id', '=', groupId).where('username', '=', username).execute();
}

export interface GroupMemberListing {
  username: string;
  full_name: string;
  org_id: string;
  thumbnail: string | null;
  member_type: GroupMemberType;
  joined: number;
}

export interface MemberFilter {
  /** Part of the username or full name. */
  readonly name?: string;
  /** `admin` lists owner and admins, as the portal does. */
  readonly memberType?: GroupMemberType;
  readonly joinedFrom?: number;
  readonly joinedTo?: number;
  readonly sortField?: 'username' | 'fullname' | 'joined' | 'membertype';
  readonly sortOrder?: 'asc' | 'desc';
}

/** Members of a group with their user records, filtered and paged. */
export async function searchGroupMembers(
  db: Db,
  groupId: string,
  filter: MemberFilter,
  page: Page,
): Promise<{ total: number; rows: GroupMemberListing[] }> {
  let base = db
    .selectFrom('group_members')
    .innerJoin('users', 'users.username', 'group_members.username')
    .where('group_members.group_id', '=', groupId);
  if (filter.name) {
    const pattern = containsPattern(filter.name);
    base = base.where((eb) => eb.or([eb('users.username', 'ilike', pattern), eb('users.full_name', 'ilike', pattern)]));
  }
  if (filter.memberType === 'admin') base = base.where('group_members.member_type', 'in', ['owner', 'admin']);
  else if (filter.memberType) base = base.where('group_members.member_type', '=', filter.memberType);
  if (filter.joinedFrom !== undefined) base = base.where('group_members.joined', '>=', filter.joinedFrom);
  if (filter.joinedTo !== undefined) base = base.where('group_members.joined', '<=', filter.joinedTo);
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const order = filter.sortOrder ?? 'asc';
  const sorted =
    filter.sortField === 'fullname'
      ? base.orderBy(sql`lower(users.full_name)`, order)
      : filter.sortField === 'joined'
        ? base.orderBy('group_members.joined', order)
        : filter.sortField === 'membertype'
          ? base.orderBy(sql`case group_members.member_type when 'owner' then 0 when 'admin' then 1 else 2 end`, order)
          : base;
  const rows = await sorted
    .orderBy(sql`lower(users.username)`, order)
    .select([
      'users.username',
      'users.full_name',
      'users.org_id',
      'users.thumbnail',
      'group_members.member_type',
      'group_members.joined',
    ])
    .offset(page.start - 1)
    .limit(page.num)
    .execute();
  return { total: Number(counted.n), rows };
}
