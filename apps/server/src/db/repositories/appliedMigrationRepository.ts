import { sql } from 'kysely';
import type { Db } from '../database.ts';

/**
 * The names of the migrations applied to the database, from kysely's own table; none when it has never been migrated.
 *
 * @example
 * const applied = await appliedMigrations(db);
 */
export async function appliedMigrations(db: Db): Promise<string[]> {
  const table = await sql<{ name: string | null }>`select to_regclass('public.kysely_migration')::text as name`.execute(
    db,
  );
  if (!table.rows[0]?.name) return [];
  const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.rows.map((row) => row.name);
}
