import { sql, type Insertable, type Selectable, type SqlBool } from 'kysely';
import { channelAllows } from '../../access/channelAccess.ts';
import type { Caller } from '../../auth/caller.ts';
import type { Db } from '../database.ts';
import type { ChannelAclTable, ChannelTable } from '../discussionTables.ts';

export type ChannelRow = Selectable<ChannelTable>;
export type ChannelAclRow = Selectable<ChannelAclTable>;

/** A channel with what the caller may do in it (each ability computed in SQL by {@link channelAllows}). */
export interface ChannelWithAbilities extends ChannelRow {
  readonly can_read: boolean;
  readonly can_write: boolean;
  readonly can_moderate: boolean;
  readonly can_manage: boolean;
  readonly can_own: boolean;
}

/**
 * One channel the caller may read or write to, with their abilities in it; undefined when it does not exist or
 * grants them nothing (the two answer alike).
 *
 * @example
 * const channel = await findChannel(db, caller, id);
 */
export async function findChannel(db: Db, caller: Caller, id: string): Promise<ChannelWithAbilities | undefined> {
  const row = await db
    .selectFrom('channels')
    .selectAll()
    .select([
      sql<boolean>`${channelAllows(caller, 'read')}`.as('can_read'),
      sql<boolean>`${channelAllows(caller, 'write')}`.as('can_write'),
      sql<boolean>`${channelAllows(caller, 'moderate')}`.as('can_moderate'),
      sql<boolean>`${channelAllows(caller, 'manage')}`.as('can_manage'),
      sql<boolean>`${channelAllows(caller, 'own')}`.as('can_own'),
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && (row.can_read || row.can_write) ? row : undefined;
}

/** A channel search: conditions (ANDed with the read rule), order and page. */
export interface ChannelQuery {
  readonly where: readonly ReturnType<typeof sql<SqlBool>>[];
  readonly sortBy: 'created_at' | 'updated_at' | 'name';
  readonly descending: boolean;
  readonly offset: number;
  readonly limit: number;
}

/** The channels the caller may read that match, a page of them and the total. */
export async function searchChannelRows(
  db: Db,
  caller: Caller,
  query: ChannelQuery,
): Promise<{ rows: ChannelRow[]; total: number }> {
  let base = db.selectFrom('channels').where(channelAllows(caller, 'read'));
  for (const condition of query.where) base = base.where(condition);
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const direction = query.descending ? 'desc' : 'asc';
  const rows =
    query.limit === 0
      ? []
      : await base
          .selectAll()
          .orderBy(query.sortBy, direction)
          .orderBy('id', direction)
          .offset(query.offset)
          .limit(query.limit)
          .execute();
  return { rows, total: Number(n) };
}

/** The ACL rows of channels, by channel id. */
export async function listChannelAcl(db: Db, channelIds: readonly string[]): Promise<Map<string, ChannelAclRow[]>> {
  const byChannel = new Map<string, ChannelAclRow[]>();
  if (channelIds.length === 0) return byChannel;
  const rows = await db
    .selectFrom('channel_acl')
    .selectAll()
    .where('channel_id', 'in', [...channelIds])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) byChannel.set(row.channel_id, [...(byChannel.get(row.channel_id) ?? []), row]);
  return byChannel;
}

/** Stores a new channel. */
export async function insertChannel(db: Db, row: Insertable<ChannelTable>): Promise<void> {
  await db.insertInto('channels').values(row).execute();
}

/** Replaces a channel's ACL rows. Run in the transaction of the channel's write. */
export async function replaceChannelAcl(
  db: Db,
  channelId: string,
  rows: readonly Insertable<ChannelAclTable>[],
): Promise<void> {
  await db.deleteFrom('channel_acl').where('channel_id', '=', channelId).execute();
  if (rows.length > 0)
    await db
      .insertInto('channel_acl')
      .values([...rows])
      .execute();
}
