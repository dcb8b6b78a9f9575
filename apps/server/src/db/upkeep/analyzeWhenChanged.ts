import { sql } from 'kysely';
import type { Db } from '../database.ts';
import { readDataVersion } from '../repositories/dataVersionRepository.ts';

/** How often the embedded database's statistics are looked at (ADR 0171). */
export const ANALYZE_INTERVAL_MS = 10 * 60_000;

/**
 * The embedded database's statistics upkeep (ADR 0171): PGlite runs no autovacuum, so nothing gathers the planner's
 * statistics as a catalog grows and its plans are made from defaults. The task this answers runs `ANALYZE` (sampled)
 * when the data moved since its last run — the portal's data version (ADR 0164) or any hosted layer's — one table at a
 * time, so requests waiting for the single connection get in between (about 1.1 s in all at 100k items), and answers
 * whether it did. PostgreSQL does this itself (autovacuum); the server runs it for the embedded one only.
 *
 * @example
 * startPeriodicTask(analyzeWhenChanged(db), { intervalMs: ANALYZE_INTERVAL_MS, onError });
 */
export function analyzeWhenChanged(db: Db): () => Promise<boolean> {
  let analyzedAt: string | undefined;
  return async () => {
    const layers = await db
      .selectFrom('feature_layers')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('data_version'), sql<number>`0`).as('n'))
      .executeTakeFirst();
    const version = `${await readDataVersion(db)}/${layers?.n ?? 0}`;
    if (version === analyzedAt) return false;
    const tables = await sql<{ name: string }>`
      select tablename as name from pg_tables where schemaname = current_schema() order by tablename`.execute(db);
    for (const { name } of tables.rows) await sql`analyze ${sql.table(name)}`.execute(db);
    analyzedAt = version;
    return true;
  };
}
