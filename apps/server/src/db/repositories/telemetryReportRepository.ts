import { TELEMETRY_USER_TYPES, type TelemetryReport, type TelemetryUserType } from '@plaza/core';
import { sql } from 'kysely';
import type { Db } from '../database.ts';
import { DAY_MS, factsOfEvents } from './telemetryFacts.ts';

/** Whose events a report reads: a site's, or one item's wherever it was viewed or downloaded. */
export interface TelemetryTarget {
  readonly kind: 'site' | 'item';
  readonly id: string;
}

/** A window of time cut into buckets (epoch ms; `from` inclusive, `to` exclusive). */
export interface TelemetryWindow {
  readonly from: number;
  readonly to: number;
  readonly bucketMs: number;
}

/** The aggregates of one report (issue 22 item 3), straight from the events. */
export interface TelemetryAggregates {
  /** As the report answers them (core's `TelemetryReport` totals). */
  readonly totals: TelemetryReport['totals'];
  /** One entry per bucket that had events, oldest first; `start` is the bucket's first instant (epoch ms). */
  readonly series: readonly { start: number; views: number; visitors: number; searches: number; downloads: number }[];
  readonly topContent: readonly { itemId: string; views: number }[];
  readonly topSearches: readonly { query: string; searches: number; averageResults: number }[];
  readonly emptySearches: readonly { query: string; searches: number }[];
  readonly downloadsByFormat: readonly { format: string; downloads: number }[];
  readonly referrers: readonly { host: string; views: number }[];
  /** Page views by visitor class, every class listed (spec 3 §1; issue 44). */
  readonly viewsByUserType: readonly { userType: TelemetryUserType; views: number }[];
  /** Page views by internal users. */
  readonly internalViews: number;
}

/** How many rows each ranked list of a report holds. */
export const REPORT_LIST_LENGTH = 10;

interface ReportRow {
  events: [number, string, number][];
  visitors_by_bucket: [number, number][];
  visitors: unknown;
  sessions: unknown;
  session_seconds: unknown;
  content: [string, number][];
  queries: [string, number, number][];
  empty_queries: [string, number][];
  formats: [string, number][];
  referrers: [string, number][];
  user_types: [string, number][];
  internal_views: unknown;
}

const n = (value: unknown): number => Number(value ?? 0);

/**
 * Everything a report shows for a target over a window, in one statement (ADR 0172): the facts of the days already
 * rolled up (a daily window only) and of the raw events of every other day, then totals, a series per bucket and the
 * ranked lists from those facts. Exact whichever days are rolled up: a day is either read from its rollup or from its
 * events, never both, in one snapshot.
 *
 * @example
 * const report = await aggregateTelemetry(db, { kind: 'site', id }, { from, to, bucketMs: 86_400_000 });
 */
export async function aggregateTelemetry(
  db: Db,
  target: TelemetryTarget,
  window: TelemetryWindow,
): Promise<TelemetryAggregates> {
  const column = target.kind === 'site' ? sql.ref('e.site_id') : sql.ref('e.item_id');
  const firstDay = Math.floor(window.from / DAY_MS) * DAY_MS;
  const lastDay = Math.floor((window.to - 1) / DAY_MS) * DAY_MS;
  const daily = window.bucketMs === DAY_MS && window.from % DAY_MS === 0;
  const limit = REPORT_LIST_LENGTH;
  // One statement of many small plans (the server's PostgreSQL connections run without JIT, which compiled them for
  // longer than they ran: ADR 0173).
  const { rows } = await sql<ReportRow>`
    with rolled as (
      select day from telemetry_rolled_days where ${daily} and day >= ${window.from} and day < ${window.to}
    ),
    unrolled as (
      select d.day from generate_series(${firstDay}::bigint, ${lastDay}::bigint, ${DAY_MS}::bigint) as d(day)
       where d.day not in (select day from rolled)
    ),
    -- Each day not rolled up is read by its own index range (\`offset 0\` keeps the planner from flattening it into
    -- one scan of all the target's events): the rolled days' events are never touched.
    w as materialized (
      select ''::text as target_id, floor((e.occurred - ${window.from}) / ${window.bucketMs}::float8)::bigint as bucket,
             e.event_type, e.item_id, e.query, e.result_count, e.format, e.referrer_host, e.visitor_hash,
             e.session_hash, e.user_type, e.internal_user, e.occurred
        from unrolled u
       cross join lateral (
         select * from telemetry_events e
          where ${column} = ${target.id}
            and e.occurred >= greatest(u.day, ${window.from}::bigint)
            and e.occurred < least(u.day + ${DAY_MS}, ${window.to}::bigint)
         offset 0
       ) e
    ),
    facts as materialized (
      select (day - ${window.from}) / ${window.bucketMs} as bucket, fact, key, count, total
        from telemetry_daily
       where scope = ${target.kind} and target_id = ${target.id} and day in (select day from rolled)
         and fact <> 'visitor'
      union all
      select bucket, fact, key, count, total from (${factsOfEvents()}) raw where fact <> 'visitor'
    )
    select
      (select coalesce(json_agg(json_build_array(bucket, key, c)), '[]') from (
         select bucket, key, sum(count) as c from facts where fact = 'event' group by bucket, key) x) as events,
      (select coalesce(json_agg(json_build_array(bucket, c)), '[]') from (
         select bucket, sum(count) as c from facts where fact = 'visitors' group by bucket) x)
        as visitors_by_bucket,
      -- Distinct visitors over the window: the rolled days' visitor rows and the other days' events.
      (select count(distinct key) from (
         select key from telemetry_daily
          where scope = ${target.kind} and target_id = ${target.id} and day in (select day from rolled)
            and fact = 'visitor'
         union all
         select visitor_hash from w) v) as visitors,
      (select coalesce(sum(count), 0) from facts where fact = 'sessions') as sessions,
      (select coalesce(sum(total) / nullif(sum(count), 0), 0) / 1000.0 from facts where fact = 'sessions')
        as session_seconds,
      (select coalesce(json_agg(json_build_array(key, c) order by c desc, key), '[]') from (
         select key, sum(count) as c from facts where fact = 'content'
          group by key order by c desc, key limit ${limit}) x) as content,
      (select coalesce(json_agg(json_build_array(key, c, t) order by c desc, key), '[]') from (
         select key, sum(count) as c, sum(total) as t from facts where fact = 'query'
          group by key order by c desc, key limit ${limit}) x) as queries,
      (select coalesce(json_agg(json_build_array(key, c) order by c desc, key), '[]') from (
         select key, sum(count) as c from facts where fact = 'emptyQuery'
          group by key order by c desc, key limit ${limit}) x) as empty_queries,
      (select coalesce(json_agg(json_build_array(key, c) order by c desc, key), '[]') from (
         select key, sum(count) as c from facts where fact = 'format'
          group by key order by c desc, key limit ${limit}) x) as formats,
      (select coalesce(json_agg(json_build_array(key, c) order by c desc, key), '[]') from (
         select key, sum(count) as c from facts where fact = 'referrer'
          group by key order by c desc, key limit ${limit}) x) as referrers,
      (select coalesce(json_agg(json_build_array(key, c)), '[]') from (
         select key, sum(count) as c from facts where fact = 'userType' group by key) x) as user_types,
      (select coalesce(sum(count), 0) from facts where fact = 'internal') as internal_views`.execute(db);
  const row = rows[0]!;
  const buckets = new Map<number, { views: number; visitors: number; searches: number; downloads: number }>();
  const bucket = (index: number) => {
    let entry = buckets.get(index);
    if (!entry) buckets.set(index, (entry = { views: 0, visitors: 0, searches: 0, downloads: 0 }));
    return entry;
  };
  const totals = { pageView: 0, search: 0, download: 0, signIn: 0 } as Record<string, number>;
  for (const [index, type, count] of row.events) {
    totals[type] = (totals[type] ?? 0) + n(count);
    const entry = bucket(n(index));
    if (type === 'pageView') entry.views += n(count);
    if (type === 'search') entry.searches += n(count);
    if (type === 'download') entry.downloads += n(count);
  }
  for (const [index, count] of row.visitors_by_bucket) bucket(n(index)).visitors = n(count);
  return {
    totals: {
      views: totals.pageView!,
      visitors: n(row.visitors),
      sessions: n(row.sessions),
      searches: totals.search!,
      downloads: totals.download!,
      signIns: totals.signIn!,
      averageSessionSeconds: Math.round(n(row.session_seconds)),
    },
    series: [...buckets]
      .sort(([a], [b]) => a - b)
      .map(([index, entry]) => ({ start: window.from + index * window.bucketMs, ...entry })),
    topContent: row.content.map(([itemId, views]) => ({ itemId, views: n(views) })),
    topSearches: row.queries.map(([query, searches, total]) => ({
      query,
      searches: n(searches),
      averageResults: Math.round((n(total) / Math.max(1, n(searches))) * 10) / 10,
    })),
    emptySearches: row.empty_queries.map(([query, searches]) => ({ query, searches: n(searches) })),
    downloadsByFormat: row.formats.map(([format, downloads]) => ({ format, downloads: n(downloads) })),
    referrers: row.referrers.map(([host, views]) => ({ host, views: n(views) })),
    viewsByUserType: TELEMETRY_USER_TYPES.map((userType) => ({
      userType,
      views: n(row.user_types.find(([key]) => key === userType)?.[1]),
    })),
    internalViews: n(row.internal_views),
  };
}
