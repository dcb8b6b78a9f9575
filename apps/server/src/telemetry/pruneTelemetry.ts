import type { Db } from '../db/database.ts';
import { pruneTelemetryEvents } from '../db/repositories/telemetryRepository.ts';

/** How often the server forgets old telemetry. */
export const TELEMETRY_PRUNE_INTERVAL_MS = 6 * 3_600_000;
const CHUNK = 10_000;

/**
 * Forgets telemetry older than the retention (issue 22, ADR 0172: `PLAZA_TELEMETRY_RETENTION_DAYS`, 400 by default —
 * a year and its month to compare with), ten thousand events per statement; answers how many went.
 *
 * @example
 * startPeriodicTask(() => pruneTelemetry(db, config.telemetry.retentionDays, Date.now()), { intervalMs, onError });
 */
export async function pruneTelemetry(db: Db, retentionDays: number, now: number): Promise<number> {
  const before = now - retentionDays * 86_400_000;
  let pruned = 0;
  for (;;) {
    const gone = await pruneTelemetryEvents(db, before, CHUNK);
    pruned += gone;
    if (gone < CHUNK) return pruned;
  }
}
