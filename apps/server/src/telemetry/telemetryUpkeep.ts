import type { Db } from '../db/database.ts';
import { DAY_MS } from '../db/repositories/telemetryFacts.ts';
import { pruneTelemetryEvents } from '../db/repositories/telemetryRepository.ts';
import { pruneTelemetryCeiling } from './telemetryCeiling.ts';
import {
  pruneTelemetryRollups,
  rollTelemetryDay,
  unrolledTelemetryDays,
} from '../db/repositories/telemetryRollupRepository.ts';

/** How often the server looks after telemetry: forgetting old events, rolling up finished days. */
export const TELEMETRY_UPKEEP_INTERVAL_MS = 10 * 60_000;
const CHUNK = 10_000;
/** Days rolled up in one run at most (a backlog is worked off over the next runs; each day is its own transaction). */
const DAYS_PER_RUN = 7;

/**
 * Forgets telemetry older than the retention (issue 22, ADR 0172: `PLAZA_TELEMETRY_RETENTION_DAYS`, 400 by default —
 * a year and its month to compare with), ten thousand events per statement, and the rollups of the days before it;
 * answers how many events went.
 *
 * @example
 * await pruneTelemetry(db, 400, Date.now());
 */
export async function pruneTelemetry(db: Db, retentionDays: number, now: number): Promise<number> {
  const before = now - retentionDays * DAY_MS;
  let pruned = 0;
  for (;;) {
    const gone = await pruneTelemetryEvents(db, before, CHUNK);
    pruned += gone;
    if (gone < CHUNK) break;
  }
  await pruneTelemetryRollups(db, Math.floor(before / DAY_MS) * DAY_MS);
  return pruned;
}

/**
 * Rolls up the finished UTC days that have events and no rollup yet, oldest first, a week of them at most (ADR 0172).
 * A day is finished a minute after its midnight: the write queue holds accepted events for about a second.
 *
 * @example
 * await rollFinishedDays(db, 400, Date.now()); // 1 on a normal day
 */
export async function rollFinishedDays(db: Db, retentionDays: number, now: number): Promise<number> {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const before = now - today >= 60_000 ? today : today - DAY_MS;
  const days = await unrolledTelemetryDays(db, today - retentionDays * DAY_MS, before, DAYS_PER_RUN);
  let rolled = 0;
  for (const day of days) if (await rollTelemetryDay(db, day, now)) rolled++;
  return rolled;
}

/**
 * The server's telemetry upkeep every 10 minutes: prune, then roll up.
 *
 * @example
 * startPeriodicTask(() => upkeepTelemetry(db, config.telemetry.retentionDays, Date.now()), { intervalMs, onError });
 */
export async function upkeepTelemetry(db: Db, retentionDays: number, now: number): Promise<void> {
  await pruneTelemetry(db, retentionDays, now);
  await pruneTelemetryCeiling(db, now);
  await rollFinishedDays(db, retentionDays, now);
}
