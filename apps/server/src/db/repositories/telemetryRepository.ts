import { sql, type Insertable, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../database.ts';
import type { TelemetryEventTable } from '../telemetryTables.ts';

/** A tracked event as stored (identifiers already hashed). */
export type NewTelemetryEvent = Insertable<TelemetryEventTable>;

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
  readonly totals: {
    readonly views: number;
    readonly visitors: number;
    readonly sessions: number;
    readonly searches: number;
    readonly downloads: number;
    readonly signIns: number;
    /** Mean time from a session's first event to its last, in seconds (0 when no session had two events). */
    readonly averageSessionSeconds: number;
  };
  /** One entry per bucket that had events, oldest first; `start` is the bucket's first instant (epoch ms). */
  readonly series: readonly { start: number; views: number; visitors: number; searches: number; downloads: number }[];
  readonly topContent: readonly { itemId: string; views: number }[];
  readonly topSearches: readonly { query: string; searches: number; averageResults: number }[];
  readonly emptySearches: readonly { query: string; searches: number }[];
  readonly downloadsByFormat: readonly { format: string; downloads: number }[];
  readonly referrers: readonly { host: string; views: number }[];
}

/** How many rows each ranked list of a report holds. */
export const REPORT_LIST_LENGTH = 10;

/** The secret identifiers are hashed under (made once per database by migration 0166). */
export async function readTelemetrySecret(db: Db): Promise<string> {
  const row = await db.selectFrom('telemetry_keys').select('secret').where('id', '=', 1).executeTakeFirstOrThrow();
  return row.secret;
}

/** Stores events in one statement (all or none). */
export async function insertTelemetryEvents(db: Db, events: readonly NewTelemetryEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db
    .insertInto('telemetry_events')
    .values([...events])
    .execute();
}

/**
 * Deletes events older than `before` (epoch ms), at most `limit` at a time so a long backlog never holds the database
 * for long; answers how many went (the caller repeats while it is `limit`).
 *
 * @example
 * while ((await pruneTelemetryEvents(db, Date.now() - 400 * 86_400_000, 10_000)) === 10_000);
 */
export async function pruneTelemetryEvents(db: Db, before: number, limit: number): Promise<number> {
  const result = await sql`
    delete from telemetry_events where id in (
      select id from telemetry_events where occurred < ${before} limit ${limit}
    )`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

function targetRule(target: TelemetryTarget, window: TelemetryWindow): RawBuilder<SqlBool> {
  const column = target.kind === 'site' ? sql.ref('site_id') : sql.ref('item_id');
  return sql<SqlBool>`${column} = ${target.id} and occurred >= ${window.from} and occurred < ${window.to}`;
}

const n = (value: unknown): number => Number(value ?? 0);

/**
 * Everything a report shows for a target over a window: totals, a series per bucket, the ranked lists. Eight
 * aggregate statements over the target's events in the window (an index on target and time finds them).
 *
 * @example
 * const report = await aggregateTelemetry(db, { kind: 'site', id }, { from, to, bucketMs: 86_400_000 });
 */
export async function aggregateTelemetry(
  db: Db,
  target: TelemetryTarget,
  window: TelemetryWindow,
): Promise<TelemetryAggregates> {
  const where = targetRule(target, window);
  const limit = REPORT_LIST_LENGTH;
  const [totals, span, series, topContent, topSearches, emptySearches, downloads, referrers] = await Promise.all([
    sql<Record<string, unknown>>`
      select count(*) filter (where event_type = 'pageView') as views,
             count(distinct visitor_hash) as visitors,
             count(distinct session_hash) as sessions,
             count(*) filter (where event_type = 'search') as searches,
             count(*) filter (where event_type = 'download') as downloads,
             count(*) filter (where event_type = 'signIn') as sign_ins
      from telemetry_events where ${where}`.execute(db),
    sql<{ seconds: unknown }>`
      select coalesce(avg(span), 0) / 1000.0 as seconds from (
        select max(occurred) - min(occurred) as span from telemetry_events where ${where} group by session_hash
      ) sessions`.execute(db),
    sql<Record<string, unknown>>`
      select floor((occurred - ${window.from}) / ${window.bucketMs}::float8) as bucket,
             count(*) filter (where event_type = 'pageView') as views,
             count(distinct visitor_hash) as visitors,
             count(*) filter (where event_type = 'search') as searches,
             count(*) filter (where event_type = 'download') as downloads
      from telemetry_events where ${where} group by 1 order by 1`.execute(db),
    sql<{ item_id: string; views: unknown }>`
      select item_id, count(*) as views from telemetry_events
      where ${where} and event_type = 'pageView' and item_id is not null
      group by item_id order by views desc, item_id limit ${limit}`.execute(db),
    sql<{ query: string; searches: unknown; average_results: unknown }>`
      select query, count(*) as searches, avg(result_count) as average_results from telemetry_events
      where ${where} and event_type = 'search' and query is not null
      group by query order by searches desc, query limit ${limit}`.execute(db),
    sql<{ query: string; searches: unknown }>`
      select query, count(*) as searches from telemetry_events
      where ${where} and event_type = 'search' and query is not null and result_count = 0
      group by query order by searches desc, query limit ${limit}`.execute(db),
    sql<{ format: string; downloads: unknown }>`
      select format, count(*) as downloads from telemetry_events
      where ${where} and event_type = 'download' and format is not null
      group by format order by downloads desc, format limit ${limit}`.execute(db),
    sql<{ host: string; views: unknown }>`
      select referrer_host as host, count(*) as views from telemetry_events
      where ${where} and event_type = 'pageView' and referrer_host is not null
      group by referrer_host order by views desc, referrer_host limit ${limit}`.execute(db),
  ]);
  const total = totals.rows[0] ?? {};
  return {
    totals: {
      views: n(total.views),
      visitors: n(total.visitors),
      sessions: n(total.sessions),
      searches: n(total.searches),
      downloads: n(total.downloads),
      signIns: n(total.sign_ins),
      averageSessionSeconds: Math.round(n(span.rows[0]?.seconds)),
    },
    series: series.rows.map((row) => ({
      start: window.from + n(row.bucket) * window.bucketMs,
      views: n(row.views),
      visitors: n(row.visitors),
      searches: n(row.searches),
      downloads: n(row.downloads),
    })),
    topContent: topContent.rows.map((row) => ({ itemId: row.item_id, views: n(row.views) })),
    topSearches: topSearches.rows.map((row) => ({
      query: row.query,
      searches: n(row.searches),
      averageResults: Math.round(n(row.average_results) * 10) / 10,
    })),
    emptySearches: emptySearches.rows.map((row) => ({ query: row.query, searches: n(row.searches) })),
    downloadsByFormat: downloads.rows.map((row) => ({ format: row.format, downloads: n(row.downloads) })),
    referrers: referrers.rows.map((row) => ({ host: row.host, views: n(row.views) })),
  };
}
