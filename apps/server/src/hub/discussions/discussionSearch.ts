import { CHANNEL_ACCESS, POST_STATUSES, POST_TYPES } from '@plaza/core';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { ChannelQuery } from '../../db/repositories/channelRepository.ts';
import type { PostQuery } from '../../db/repositories/postRepository.ts';
import { HubApiError } from '../../errors/hubApiError.ts';
import { listParam, pageParams } from '../searchParams.ts';

/** `sortOrder`: upper-case `ASC` or `DESC` as the service names them (spec 3 §7). */
function sortOrderParam(query: URLSearchParams, fallback: 'ASC' | 'DESC'): boolean {
  const value = query.get('sortOrder') ?? fallback;
  if (value !== 'ASC' && value !== 'DESC') throw new HubApiError(400, 'Bad Request', 'sortOrder must be ASC or DESC.');
  return value === 'DESC';
}

function oneOf<T extends string>(
  query: URLSearchParams,
  name: string,
  allowed: Readonly<Record<string, T>>,
  fallback: T,
): T {
  const value = query.get(name);
  if (value === null || value === '') return fallback;
  const found = allowed[value];
  if (!found) throw new HubApiError(400, 'Bad Request', `${name} must be one of ${Object.keys(allowed).join(', ')}.`);
  return found;
}

function listOf<T extends string>(query: URLSearchParams, name: string, allowed: readonly T[]): T[] | undefined {
  const values = listParam(query, name);
  const wrong = values?.find((v) => !allowed.includes(v as T));
  if (wrong !== undefined)
    throw new HubApiError(400, 'Bad Request', `${name}: "${wrong}" is not one of ${allowed.join(', ')}.`);
  return values as T[] | undefined;
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A channel search's parameters (spec 3 §7): `sortBy` createdAt/updatedAt/name, upper-case `sortOrder`, `num`,
 * `start`, `name` (contains), `access` (comma list of public/org/private, read from the ACL as the presenter does),
 * `groups` (channels open to any of these groups). Each wrong value is a 400.
 */
export function readChannelSearch(query: URLSearchParams): {
  query: ChannelQuery;
  page: { start: number; limit: number };
} {
  const page = pageParams(query);
  const where: RawBuilder<SqlBool>[] = [];
  const name = query.get('name');
  if (name) where.push(sql<SqlBool>`channels.name ilike ${like(name)}`);
  const access = listOf(query, 'access', CHANNEL_ACCESS);
  if (access) {
    const isPublic = sql<SqlBool>`exists (select 1 from channel_acl p where p.channel_id = channels.id and p.role <> 'write' and p.category in ('anonymousUser', 'authenticatedUser'))`;
    const isOrg = sql<SqlBool>`exists (select 1 from channel_acl o where o.channel_id = channels.id and o.role <> 'write' and o.category = 'org')`;
    const kinds = access.map((a) =>
      a === 'public'
        ? isPublic
        : a === 'org'
          ? sql<SqlBool>`(${isOrg} and not ${isPublic})`
          : sql<SqlBool>`not (${isOrg} or ${isPublic})`,
    );
    where.push(sql<SqlBool>`(${sql.join(kinds, sql` or `)})`);
  }
  const groups = listParam(query, 'groups');
  if (groups) {
    where.push(
      sql<SqlBool>`exists (select 1 from channel_acl g where g.channel_id = channels.id and g.category = 'group' and g.key in (${sql.join(groups)}))`,
    );
  }
  return {
    query: {
      where,
      sortBy: oneOf(
        query,
        'sortBy',
        { createdAt: 'created_at', updatedAt: 'updated_at', name: 'name' } as const,
        'created_at',
      ),
      descending: sortOrderParam(query, 'DESC'),
      offset: page.offset,
      limit: page.limit,
    },
    page,
  };
}

/**
 * A post search's parameters: `channels`, `discussion` (exact, or a prefix ending in `*`), `parents` (post ids, or
 * `null` for posts that answer none), `status`, `postType`, `creator`, `title`/`body` (contains), `unanswered=true`
 * (questions without an approved reply), `sortBy` createdAt/updatedAt/title/reactionCount/replyCount, upper-case
 * `sortOrder`, `num`, `start`. Filters narrow what the caller may read; they never widen it.
 */
export function readPostSearch(query: URLSearchParams): { query: PostQuery; page: { start: number; limit: number } } {
  const page = pageParams(query);
  const where: RawBuilder<SqlBool>[] = [];
  const channels = listParam(query, 'channels');
  if (channels) where.push(sql<SqlBool>`posts.channel_id in (${sql.join(channels)})`);
  const discussion = query.get('discussion');
  if (discussion) {
    where.push(
      discussion.endsWith('*')
        ? sql<SqlBool>`posts.discussion like ${`${discussion.slice(0, -1).replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
        : sql<SqlBool>`posts.discussion = ${discussion}`,
    );
  }
  const parents = listParam(query, 'parents');
  if (parents) {
    const ids = parents.filter((p) => p !== 'null');
    const rules = [
      ...(parents.includes('null') ? [sql<SqlBool>`posts.parent_id is null`] : []),
      ...(ids.length > 0 ? [sql<SqlBool>`posts.parent_id in (${sql.join(ids)})`] : []),
    ];
    where.push(sql<SqlBool>`(${sql.join(rules, sql` or `)})`);
  }
  const status = listOf(query, 'status', POST_STATUSES);
  if (status) where.push(sql<SqlBool>`posts.status in (${sql.join(status)})`);
  const postType = listOf(query, 'postType', POST_TYPES);
  if (postType) where.push(sql<SqlBool>`posts.post_type in (${sql.join(postType)})`);
  const creator = query.get('creator');
  if (creator) where.push(sql<SqlBool>`posts.creator = ${creator}`);
  const title = query.get('title');
  if (title) where.push(sql<SqlBool>`posts.title ilike ${like(title)}`);
  const body = query.get('body');
  if (body) where.push(sql<SqlBool>`posts.body ilike ${like(body)}`);
  const unanswered = query.get('unanswered');
  if (unanswered !== null && unanswered !== 'true' && unanswered !== 'false') {
    throw new HubApiError(400, 'Bad Request', 'unanswered must be true or false.');
  }
  if (unanswered === 'true') {
    where.push(
      sql<SqlBool>`posts.post_type = 'question' and not exists (select 1 from posts a where a.parent_id = posts.id and a.status = 'approved')`,
    );
  }
  return {
    query: {
      where,
      sortBy: oneOf(
        query,
        'sortBy',
        {
          createdAt: 'created_at',
          updatedAt: 'updated_at',
          title: 'title',
          reactionCount: 'reaction_count',
          replyCount: 'reply_count',
        } as const,
        'created_at',
      ),
      descending: sortOrderParam(query, 'DESC'),
      offset: page.offset,
      limit: page.limit,
    },
    page,
  };
}
