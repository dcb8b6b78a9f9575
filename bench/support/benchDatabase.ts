import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from '../../apps/server/src/db/database.ts';
import { adminQuery, randomDbName, withDatabase } from '../../apps/server/src/testing/testDatabase.ts';

/** Where a benchmark's database lives. */
export interface BenchDatabaseOptions {
  /** A PostgreSQL server: a fresh database is created on it (and dropped after). */
  readonly postgresUrl: string | undefined;
  /** Without one, the embedded PGlite: on disk, as the server runs it (memory figures count only the process), or in memory. */
  readonly embedded: 'disk' | 'memory';
  readonly maxConnections?: number;
}

/**
 * A database of its own for a benchmark, and how to drop it after the handle is closed. `url` is the fresh
 * PostgreSQL database's address (to run maintenance such as `analyze` on it).
 *
 * @example
 * const { handle, drop } = await openBenchDatabase({ postgresUrl: process.env.DATABASE_URL, embedded: 'disk' });
 */
export async function openBenchDatabase(
  options: BenchDatabaseOptions,
  databaseOptions: DatabaseOptions = {},
): Promise<{ handle: DatabaseHandle; url?: string; drop: () => Promise<void> }> {
  const { postgresUrl } = options;
  if (!postgresUrl) {
    if (options.embedded === 'memory') {
      return { handle: await openDatabase({ kind: 'pglite-memory' }, databaseOptions), drop: async () => undefined };
    }
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plaza-bench-'));
    return {
      handle: await openDatabase({ kind: 'pglite', dataDir }, databaseOptions),
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = randomDbName('plaza_bench');
  await adminQuery(postgresUrl, `create database ${name}`);
  const url = withDatabase(postgresUrl, name);
  return {
    handle: await openDatabase(
      { kind: 'postgres', url, ...(options.maxConnections ? { maxConnections: options.maxConnections } : {}) },
      databaseOptions,
    ),
    url,
    drop: () => adminQuery(postgresUrl, `drop database if exists ${name} with (force)`),
  };
}
