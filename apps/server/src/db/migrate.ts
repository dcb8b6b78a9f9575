import { Migrator, type Migration, type MigrationResultSet } from 'kysely';
import type { Db } from './database.ts';
import { migrations as allMigrations } from './migrations/index.ts';
import { appliedMigrations } from './repositories/appliedMigrationRepository.ts';

/**
 * Brings the schema up to date; throws with the failing migration's name. Each area numbers its
 * migrations in its own range (migrations/index.ts), so a new one may sort before one already
 * applied (0012 after 0020): every migration not yet applied runs, in name order.
 */
export async function migrateToLatest(
  db: Db,
  migrations: Readonly<Record<string, Migration>> = allMigrations,
): Promise<string[]> {
  const applied = new Set(await appliedMigrations(db));
  const known = Object.keys(migrations);
  if (applied.size === known.length && known.every((name) => applied.has(name))) return [];
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve({ ...migrations }) },
    allowUnorderedMigrations: true,
  });
  const result: MigrationResultSet = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    const reason = result.error instanceof Error ? result.error.message : String(result.error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`, { cause: result.error });
  }
  return (result.results ?? []).map((r) => r.migrationName);
}
