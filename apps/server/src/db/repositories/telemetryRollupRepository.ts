import { sql } from 'kysely';
import type { Db } from '../database.ts';
import { DAY_MS, factsOfEvents } from './telemetryFacts.ts';

/**
 * The UTC days from `fromDay` up to (not including) `beforeDay` that have events and are not rolled up yet, oldest
 * first, at most `limit` (the BRIN index on `occurred` finds a day's events without reading the table).
 *
 * @example
 * const days = await unrolledTelemetryDays(db, startOfDay(now - 400 * DAY), startOfDay(now), 7);
 */
export async function unrolledTelemetryDays(
  db: Db,
  fromDay: number,
  beforeDay: number,
  limit: number,
): Promise<number[]> {
  if (beforeDay <= fromDay) return [];
  const { rows } = await sql<{ day: unknown }>`
    select d.day from generate_series(${fromDay}::bigint, ${beforeDay - DAY_MS}::bigint, ${DAY_MS}::bigint) as d(day)
     where not exists (select 1 from telemetry_rolled_days r where r.day = d.day)
       and exists (select 1 from telemetry_events e where e.occurred >= d.day and e.occurred < d.day + ${DAY_MS})
     order by d.day limit ${limit}`.execute(db);
  return rows.map((row) => Number(row.day));
}

/**
 * Rolls up one finished UTC day in one transaction (ADR 0172): claims the day (another server that claimed it first
 * wins; false here), then writes the facts of its events per site and per item. Answers whether it rolled the day.
 *
 * @example
 * await rollTelemetryDay(db, Date.UTC(2026, 10, 26), Date.now());
 */
export async function rollTelemetryDay(db: Db, day: number, now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claim = await sql`insert into telemetry_rolled_days (day, rolled) values (${day}, ${now})
      on conflict (day) do nothing`.execute(trx);
    if (Number(claim.numAffectedRows ?? 0) === 0) return false;
    for (const scope of ['site', 'item'] as const) {
      const target = scope === 'site' ? sql.ref('site_id') : sql.ref('item_id');
      await sql`
        insert into telemetry_daily (scope, target_id, day, fact, key, count, total)
        with w as materialized (
          select ${target} as target_id, 0::bigint as bucket, event_type, item_id, query, result_count, format,
                 referrer_host, visitor_hash, session_hash, user_type, internal_user, occurred
            from telemetry_events
           where occurred >= ${day} and occurred < ${day + DAY_MS} and ${target} is not null
        )
        select ${scope}, target_id, ${day}, fact, key, count, total
          from (${factsOfEvents()}) facts`.execute(trx);
    }
    return true;
  });
}

/** Forgets the rollups of days before `beforeDay` (retention). */
export async function pruneTelemetryRollups(db: Db, beforeDay: number): Promise<void> {
  await sql`delete from telemetry_daily where day < ${beforeDay}`.execute(db);
  await sql`delete from telemetry_rolled_days where day < ${beforeDay}`.execute(db);
}
