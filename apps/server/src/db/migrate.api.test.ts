import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';

// A database migrated before a lower-numbered migration existed (0012 arrives after 0020 ran).
describe('migrateToLatest', () => {
  it('applies a new migration that sorts before the last one applied', async () => {
    const handle = await openDatabase({ kind: 'pglite-memory' });
    try {
      const older = Object.fromEntries(
        Object.entries(migrations).filter(([name]) => name !== '0012_group_user_search'),
      );
      await migrateToLatest(handle.db, older);
      expect(await migrateToLatest(handle.db)).toEqual(['0012_group_user_search']);
      const index = await sql<{
        n: number;
      }>`select count(*)::int as n from pg_indexes where indexname = 'groups_search'`.execute(handle.db);
      expect(index.rows[0]?.n).toBe(1);
      expect(await migrateToLatest(handle.db)).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});

describe('migrateToLatest on a database already up to date', () => {
  it('applies nothing, and still refuses a database with a migration this release does not know', async () => {
    const handle = await openDatabase({ kind: 'pglite-memory' });
    try {
      expect((await migrateToLatest(handle.db)).length).toBe(Object.keys(migrations).length);
      expect(await migrateToLatest(handle.db)).toEqual([]);
      const fewer = Object.fromEntries(
        Object.entries(migrations).filter(([name]) => name !== '0012_group_user_search'),
      );
      await expect(migrateToLatest(handle.db, fewer)).rejects.toThrow(/0012_group_user_search/);
    } finally {
      await handle.close();
    }
  });
});
