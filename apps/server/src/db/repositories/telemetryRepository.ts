import { sql, type Insertable } from 'kysely';
import type { Db } from '../database.ts';
import type { TelemetryEventTable } from '../telemetryTables.ts';

/** A tracked event as stored (identifiers already hashed). */
export type NewTelemetryEvent = Insertable<TelemetryEventTable>;

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
