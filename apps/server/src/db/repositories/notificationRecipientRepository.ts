import { sql } from 'kysely';
import type { Db } from '../database.ts';
import { findItemFile, readItemFile } from './itemFileRepository.ts';

/** Groups made for followers (ADR 0157), with the keywords naming what each follows. */
export async function listFollowersGroups(db: Db): Promise<{ id: string; typeKeywords: string[] }[]> {
  const rows = await db
    .selectFrom('groups')
    .select(['id', 'type_keywords'])
    .where(sql<boolean>`type_keywords @> ${JSON.stringify(['hubFollowersGroup'])}::jsonb`)
    .execute();
  return rows.map((row) => ({ id: row.id, typeKeywords: row.type_keywords }));
}

/** Whether any followers group exists: a share enqueues no fan-out when nobody can follow anything. */
export async function anyFollowersGroup(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('groups')
    .select('id')
    .where(sql<boolean>`type_keywords @> ${JSON.stringify(['hubFollowersGroup'])}::jsonb`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The members of some groups (usernames, once each). */
export async function listMembersOfGroups(db: Db, groupIds: readonly string[]): Promise<string[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .selectFrom('group_members')
    .select('username')
    .distinct()
    .where('group_id', 'in', [...groupIds])
    .execute();
  return rows.map((row) => row.username);
}

/** An item's JSON data (a site's or initiative's catalog lives there), or undefined when it has none or it is not JSON. */
export async function readItemJsonData(db: Db, itemId: string): Promise<unknown> {
  const file = await findItemFile(db, itemId, 'data', '');
  if (!file) return undefined;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of readItemFile(db, file.id)) {
    size += chunk.byteLength;
    // A catalog is small: a data file this large is not an entity's JSON.
    if (size > 5_000_000) return undefined;
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** The people registered for an event (accepted or waiting), by username. */
export async function listEventRegistrants(db: Db, eventId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('event_registrations')
    .select('user_id')
    .distinct()
    .where('event_id', '=', eventId)
    .where('status', 'in', ['ACCEPTED', 'PENDING'])
    .execute();
  return rows.map((row) => row.user_id);
}

/** Whether an event has anyone to tell of a change (registrants or followers). */
export async function eventHasAudience(db: Db, eventId: string): Promise<boolean> {
  const row = await db
    .selectFrom('event_registrations')
    .select('id')
    .where('event_id', '=', eventId)
    .unionAll(
      db
        .selectFrom('notification_follows')
        .select('target_id as id')
        .where('target_kind', '=', 'event')
        .where('target_id', '=', eventId),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether anyone follows an item directly. */
export async function itemHasFollowers(db: Db, itemId: string): Promise<boolean> {
  const row = await db
    .selectFrom('notification_follows')
    .select('username')
    .where('target_kind', '=', 'item')
    .where('target_id', '=', itemId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The first hostname registered for each site (its address). */
export async function findSiteHostnames(db: Db, siteIds: readonly string[]): Promise<Map<string, string>> {
  if (siteIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('domains')
    .select(['site_id', 'hostname'])
    .where('site_id', 'in', [...siteIds])
    .orderBy('id')
    .execute();
  const hosts = new Map<string, string>();
  for (const row of rows) if (!hosts.has(row.site_id)) hosts.set(row.site_id, row.hostname);
  return hosts;
}

/** What the fan-out reads of an item. */
export interface ItemHead {
  readonly id: string;
  readonly title: string;
  readonly type: string;
  readonly orgId: string;
  readonly groupIds: readonly string[];
  readonly owner: string;
  readonly tags: readonly string[];
}

/** Titles and types of some items (whatever their access: the fan-out checks each reader afterwards). */
export async function findItemHeads(db: Db, ids: readonly string[]): Promise<Map<string, ItemHead>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('items')
    .select(['id', 'title', 'type', 'org_id', 'group_ids', 'owner', 'tags'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        title: row.title,
        type: row.type,
        orgId: row.org_id,
        groupIds: row.group_ids,
        owner: row.owner,
        tags: row.tags,
      },
    ]),
  );
}

/** What the fan-out reads of an event (whatever its access: each reader is checked afterwards). */
export function findEventHead(
  db: Db,
  id: string,
): Promise<{ id: string; title: string; notify_attendees: boolean; status: string } | undefined> {
  return db
    .selectFrom('events')
    .select(['id', 'title', 'notify_attendees', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A post and the post it answers, as the fan-out reads them. */
export async function findReplyHeads(
  db: Db,
  replyId: string,
): Promise<
  | {
      reply: { id: string; status: string; creator: string | null; discussion: string | null };
      parent: { id: string; title: string | null; body: string; creator: string | null };
    }
  | undefined
> {
  const reply = await db
    .selectFrom('posts')
    .select(['id', 'status', 'creator', 'discussion', 'parent_id'])
    .where('id', '=', replyId)
    .executeTakeFirst();
  if (!reply?.parent_id) return undefined;
  const parent = await db
    .selectFrom('posts')
    .select(['id', 'title', 'body', 'creator'])
    .where('id', '=', reply.parent_id)
    .executeTakeFirst();
  return parent ? { reply, parent } : undefined;
}
