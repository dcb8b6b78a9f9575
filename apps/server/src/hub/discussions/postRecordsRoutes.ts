import { Hono } from 'hono';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { nowFrom } from '../../auth/clock.ts';
import { loadPostTallies, searchPostRows, type PostQuery } from '../../db/repositories/postRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { HubApiError } from '../../errors/hubApiError.ts';
import { openDataCors } from '../../http/openDataCors.ts';
import { presentPost } from '../../presenters/postPresenter.ts';
import { pageLinks } from '../search/presentRecords.ts';
import { listParam } from '../searchParams.ts';

const MAX_LIMIT = 100;
const MAX_PAGEABLE = 10_000;
const SORTS: Readonly<Record<string, PostQuery['sortBy']>> = {
  'properties.createdAt': 'created_at',
  'properties.updatedAt': 'updated_at',
  'properties.title': 'title',
};

function intParam(query: URLSearchParams, name: string, fallback: number, min: number, max: number): number {
  const value = query.get(name);
  if (value === null || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new HubApiError(400, 'Bad Request', `${name} must be a whole number from ${min} to ${max}.`);
  }
  return Number(value);
}

/**
 * `GET /api/search/v2/collections/discussion-post/items` (spec 3 §7: discussion posts are searched through the hub
 * search API v2): the posts the caller may read (ADR 0150's rule) as GeoJSON features whose properties are the post
 * records, `numberMatched`/`numberReturned`, and page links with `rel=next` carrying `startindex`. Parameters: `q`
 * (title or body), `discussion`, `channels`, `limit` (≤ 100), `startindex` (1-based), `sortBy`
 * (`properties.createdAt|updatedAt|title`, `-` for descending; newest first by default).
 *
 * @example
 * app.route('/api/search/v2', postRecordsRoutes());
 */
export function postRecordsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>({ strict: false });
  routes.use('*', openDataCors());
  routes.get('/collections/discussion-post/items', async (c) => {
    const caller = c.get('caller');
    const { db } = c.get('deps');
    const params = new URL(c.req.url).searchParams;
    const limit = intParam(params, 'limit', 10, 0, MAX_LIMIT);
    const startindex = intParam(params, 'startindex', 1, 1, MAX_PAGEABLE);
    const sortBy = params.get('sortBy') ?? '-properties.createdAt';
    const sort = SORTS[sortBy.replace(/^-/, '')];
    if (!sort)
      throw new HubApiError(
        400,
        'Bad Request',
        `sortBy must be one of ${Object.keys(SORTS).join(', ')}, with - for descending.`,
      );
    const where: RawBuilder<SqlBool>[] = [];
    const q = params.get('q')?.trim();
    if (q) {
      const like = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      where.push(sql<SqlBool>`(posts.title ilike ${like} or posts.body ilike ${like})`);
    }
    const discussion = params.get('discussion');
    if (discussion) where.push(sql<SqlBool>`posts.discussion = ${discussion}`);
    const channels = listParam(params, 'channels');
    if (channels) where.push(sql<SqlBool>`posts.channel_id in (${sql.join(channels)})`);
    const { rows, total } = await searchPostRows(db, caller, {
      where,
      sortBy: sort,
      descending: sortBy.startsWith('-'),
      offset: startindex - 1,
      limit,
    });
    const now = nowFrom(c.get('deps'));
    const tallies = await loadPostTallies(
      db,
      rows.map((r) => r.id),
      caller.kind === 'user' ? caller.username : undefined,
    );
    const base = new URL('/api/search/v2/collections/discussion-post', c.req.url).href;
    return c.json({
      type: 'FeatureCollection',
      numberMatched: total,
      numberReturned: rows.length,
      timeStamp: new Date(now).toISOString(),
      features: rows.map((row) => ({
        type: 'Feature',
        id: row.id,
        geometry: row.geometry,
        properties: { ...presentPost(row, tallies, caller, { moderator: false, now }), type: 'post' },
      })),
      links: pageLinks(c.req.url, base, { startindex, limit, total, maxPageable: MAX_PAGEABLE }),
    });
  });
  return routes;
}
