import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { hasPrivilege, type Caller } from '../auth/caller.ts';
import type { Db } from '../db/database.ts';

/** What a caller may do in a channel, from its ACL (spec 3 §4; ADR 0150). */
export type ChannelAbility = 'read' | 'write' | 'moderate' | 'manage' | 'own';

/** The ACL roles that grant each ability (`write` alone may post without reading others' posts). */
export const ROLES_GRANTING: Readonly<Record<ChannelAbility, readonly string[]>> = Object.freeze({
  read: ['read', 'readWrite', 'moderate', 'manage', 'owner'],
  write: ['write', 'readWrite', 'moderate', 'manage', 'owner'],
  moderate: ['moderate', 'manage', 'owner'],
  manage: ['manage', 'owner'],
  own: ['owner'],
});

/**
 * The one access rule of discussions, as an SQL condition on a `channels` row (ADR 0150): the caller holds the
 * ability when an ACL row of the channel matches them with a role that grants it —
 * - `anonymousUser`: everyone, signed in or not; `authenticatedUser`: every signed-in user;
 * - `user` with their username; `org` with their org id (sub-category `admin`: only its administrators);
 * - `group` with a group they belong to (sub-category `admin`: only the group's owner and admins) —
 * and administrators of the channel's org (`portal:admin:updateItems`) hold every ability. Writing also needs the
 * caller not to be blocked in the channel. Reads, searches, totals, counts and every write check use this, so
 * nothing of a channel reaches someone it does not grant.
 *
 * @example
 * db.selectFrom('channels').selectAll().where(channelAllows(caller, 'read'))
 */
export function channelAllows(caller: Caller, ability: ChannelAbility): RawBuilder<SqlBool> {
  const roles = ROLES_GRANTING[ability];
  const matches: RawBuilder<SqlBool>[] = [sql<SqlBool>`a.category = 'anonymousUser'`];
  if (caller.kind === 'user') {
    const orgAdmin = hasPrivilege(caller, 'portal:admin:updateItems');
    matches.push(
      sql<SqlBool>`a.category = 'authenticatedUser'`,
      sql<SqlBool>`(a.category = 'user' and a.key = ${caller.username})`,
      sql<SqlBool>`(a.category = 'org' and a.key = ${caller.orgId} and (a.sub_category is distinct from 'admin' or ${orgAdmin}))`,
    );
    if (caller.groupIds.length > 0) {
      matches.push(
        sql<SqlBool>`(a.category = 'group' and a.key in (${sql.join([...caller.groupIds])}) and (a.sub_category is distinct from 'admin' or a.key in (select gm.group_id from group_members gm where gm.username = ${caller.username} and gm.member_type in ('owner', 'admin'))))`,
      );
    }
  }
  const granted = sql<SqlBool>`exists (select 1 from channel_acl a where a.channel_id = channels.id and a.role in (${sql.join([...roles])}) and (${sql.join(matches, sql` or `)}))`;
  const rules: RawBuilder<SqlBool>[] = [granted];
  if (hasPrivilege(caller, 'portal:admin:updateItems')) rules.push(sql<SqlBool>`channels.org_id = ${caller.orgId}`);
  const allowed = sql<SqlBool>`(${sql.join(rules, sql` or `)})`;
  if (ability !== 'write') return allowed;
  if (caller.kind !== 'user') return allowed;
  return sql<SqlBool>`(${allowed} and not exists (select 1 from channel_blocks b where b.channel_id = channels.id and b.username = ${caller.username}))`;
}

/** The channels whose posts a caller may read, and those they moderate (ids), read once per request. */
export interface PostReaders {
  readonly readable: readonly string[];
  readonly moderated: readonly string[];
}

/**
 * Reads, with {@link channelAllows}, the ids of the channels a caller may read and moderate: one small query per
 * request, so the post queries that follow compare `channel_id` with literal lists the indexes serve.
 *
 * @example
 * const readers = await postReaders(db, caller);
 */
export async function postReaders(db: Db, caller: Caller): Promise<PostReaders> {
  const rows = await db
    .selectFrom('channels')
    .select([
      'id',
      sql<boolean>`${channelAllows(caller, 'read')}`.as('can_read'),
      sql<boolean>`${channelAllows(caller, 'moderate')}`.as('can_moderate'),
    ])
    .where((eb) => eb.or([channelAllows(caller, 'read'), channelAllows(caller, 'moderate')]))
    .execute();
  return {
    readable: rows.filter((r) => r.can_read).map((r) => r.id),
    moderated: rows.filter((r) => r.can_moderate).map((r) => r.id),
  };
}

const inList = (ids: readonly string[]) =>
  ids.length > 0 ? sql<SqlBool>`posts.channel_id in (${sql.join([...ids])})` : sql<SqlBool>`false`;

/**
 * Which posts a caller may read, as an SQL condition on a `posts` row, from the channels {@link postReaders} found:
 * approved posts of channels they may read; their own pending or rejected posts there; every post of channels they
 * moderate (hidden, blocked and deleted posts reach moderators only). Replies follow the same rule.
 *
 * @example
 * db.selectFrom('posts').selectAll().where(postVisible(caller, await postReaders(db, caller)))
 */
export function postVisible(caller: Caller, readers: PostReaders): RawBuilder<SqlBool> {
  const rules = [sql<SqlBool>`(${inList(readers.readable)} and posts.status = 'approved')`, inList(readers.moderated)];
  if (caller.kind === 'user') {
    rules.push(
      sql<SqlBool>`(${inList(readers.readable)} and posts.creator = ${caller.username} and posts.status in ('pending', 'rejected'))`,
    );
  }
  return sql<SqlBool>`(${sql.join(rules, sql` or `)})`;
}
