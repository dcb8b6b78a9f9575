import { sql } from 'kysely';
import type { Db } from '../database.ts';
import type { GroupMemberType } from '../schema.ts';

/** What sharing needs to know about a group and the caller's place in it. */
export interface ShareTargetGroup {
  readonly id: string;
  readonly org_id: string;
  readonly is_view_only: boolean;
  readonly capabilities: string[];
  /** The caller's member type, or null when not a member. */
  readonly member_type: GroupMemberType | null;
}

/** The groups (among `groupIds`) that exist, with the user's membership in each. */
export function findShareTargets(db: Db, groupIds: readonly string[], username: string): Promise<ShareTargetGroup[]> {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('groups')
    .leftJoin('group_members', (join) =>
      join.onRef('group_members.group_id', '=', 'groups.id').on('group_members.username', '=', username),
    )
    .select(['groups.id', 'groups.org_id', 'groups.is_view_only', 'groups.capabilities', 'group_members.member_type'])
    .where('groups.id', 'in', [...groupIds])
    .execute();
}

/** Ids of the groups an item is shared to. */
export async function listItemGroupIds(db: Db, itemId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('item_groups')
    .select('group_id')
    .where('item_id', '=', itemId)
    .orderBy('group_id')
    .execute();
  return rows.map((r) => r.group_id);
}

export async function addItemShares(db: Db, itemId: string, groupIds: readonly string[], now: number): Promise<void> {
  if (groupIds.length === 0) return;
  await db
    .insertInto('item_groups')
    .values(groupIds.map((groupId) => ({ item_id: itemId, group_id: groupId, created: now })))
    .onConflict((oc) => oc.columns(['item_id', 'group_id']).doNothing())
    .execute();
}

export async function removeItemShares(db: Db, itemId: string, groupIds: readonly string[]): Promise<void> {
  if (groupIds.length === 0) return;
  await db
    .deleteFrom('item_groups')
    .where('item_id', '=', itemId)
    .where('group_id', 'in', [...groupIds])
    .execute();
}

/**
 * Of `itemIds`, those shared to a shared-update group (`updateitemcontrol`) among `groupIds`:
 * where the caller's `itemControl` is `update`.
 */
export async function findItemsInUpdateGroups(
  db: Db,
  itemIds: readonly string[],
  groupIds: readonly string[],
): Promise<Set<string>> {
  if (itemIds.length === 0 || groupIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('item_groups')
    .innerJoin('groups', 'groups.id', 'item_groups.group_id')
    .select('item_groups.item_id')
    .distinct()
    .where('item_groups.item_id', 'in', [...itemIds])
    .where('item_groups.group_id', 'in', [...groupIds])
    .where(sql<boolean>`groups.capabilities @> '["updateitemcontrol"]'::jsonb`)
    .execute();
  return new Set(rows.map((r) => r.item_id));
}
