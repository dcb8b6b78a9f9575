import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/database.ts';

/**
 * A database of its own for a benchmark: a fresh PostgreSQL database when `DATABASE_URL` is set (dropped after), else
 * an embedded PGlite on disk, as the server runs it (an in-memory engine would count the whole database as resident
 * memory).
 *
 * @example
 * const { handle, drop } = await openBenchDatabase('downloads');
 */
export async function openBenchDatabase(label: string): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `plaza-bench-${label}-`));
    return {
      handle: await openDatabase({ kind: 'pglite', dataDir }),
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `plaza_bench_${label}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: own.href });
  return {
    handle,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
