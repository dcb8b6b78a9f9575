import type { Db } from '../db/database.ts';
import {
  deleteOldWindows,
  returnToWindow,
  takeFromWindow,
  windowTotals,
} from '../db/repositories/rateLimitRepository.ts';

/** The ceiling's window: an hour, aligned to the clock, shared by every process through the database. */
export const TELEMETRY_CEILING_WINDOW_MS = 60 * 60_000;
const SITE_SCOPE = 'telemetry-site';
const ALL_SCOPE = 'telemetry-all';

/** Events stored an hour at most, per site and for the whole deployment (issue 40 item 7, ADR 0186). */
export interface TelemetryCeiling {
  readonly siteEventsPerHour: number;
  readonly eventsPerHour: number;
}

/**
 * Takes a batch's events from the site's hourly budget and the deployment's, in the database (so every process shares
 * them): true when both had room — else nothing is taken and the events are counted as refused, to be dropped, not
 * stored. However many addresses send, a site never stores more than its budget an hour, nor all sites together more
 * than theirs (issue 40 item 7: 30 addresses × 260 batches once stored 78,000 events in 87 s).
 *
 * @example
 * if (!(await takeTelemetryCeiling(db, ceiling, site.id, rows.length, now))) return dropped(rows.length);
 */
export async function takeTelemetryCeiling(
  db: Db,
  ceiling: TelemetryCeiling,
  siteId: string,
  events: number,
  now: number,
): Promise<boolean> {
  const windowStart = Math.floor(now / TELEMETRY_CEILING_WINDOW_MS) * TELEMETRY_CEILING_WINDOW_MS;
  const site = await takeFromWindow(db, SITE_SCOPE, siteId, windowStart, events, ceiling.siteEventsPerHour);
  if (!site.allowed) return false;
  const all = await takeFromWindow(db, ALL_SCOPE, 'all', windowStart, events, ceiling.eventsPerHour);
  if (all.allowed) return true;
  await returnToWindow(db, SITE_SCOPE, siteId, windowStart, events);
  return false;
}

/** What the ceiling let through and dropped in the current and the previous hour (the telemetry status). */
export async function telemetryCeilingTotals(
  db: Db,
  now: number,
): Promise<{ stored: number; dropped: number; sitesDropped: number }> {
  const since = (Math.floor(now / TELEMETRY_CEILING_WINDOW_MS) - 1) * TELEMETRY_CEILING_WINDOW_MS;
  // Every drop is counted against its site (a batch the deployment's ceiling refused is given back to its site as
  // refused), so the sites' refusals are all of them.
  const [sites, all] = await Promise.all([windowTotals(db, SITE_SCOPE, since), windowTotals(db, ALL_SCOPE, since)]);
  return { stored: all.used, dropped: sites.refused, sitesDropped: sites.keysRefused };
}

/** Forgets the ceiling's windows older than a day (run with the telemetry upkeep). */
export async function pruneTelemetryCeiling(db: Db, now: number): Promise<void> {
  await deleteOldWindows(db, now - 24 * TELEMETRY_CEILING_WINDOW_MS);
}
