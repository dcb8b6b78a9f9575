import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemoWhenEmpty } from '../seed/seedDemo.ts';

/** The demo password in test databases. */
export const TEST_PASSWORD = 'test-password-1';

export type TestDbKind = 'pglite' | 'postgres';

/** Which engine this test run uses (set per vitest project). */
export function testDbKind(env: Readonly<Record<string, string | undefined>> = process.env): TestDbKind {
  return env.PLAZA_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/** Migrates and seeds a freshly opened database: the state every API suite starts from. */
export async function prepareTemplate(handle: DatabaseHandle): Promise<void> {
  await migrateToLatest(handle.db);
  await seedDemoWhenEmpty(handle.db, { password: TEST_PASSWORD });
}

/** Builds the PGlite snapshot file every suite loads (≈0.4 s instead of ≈2 s for a fresh engine). */
export async function buildPgliteSnapshot(file: string): Promise<void> {
  const handle = await openDatabase({ kind: 'pglite-memory' });
  try {
    await prepareTemplate(handle);
    const dump = await handle.pglite!.dumpDataDir('none');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
}

export function randomDbName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

/** Runs one statement on the PostgreSQL server's maintenance database. */
export async function adminQuery(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function withDatabase(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function readSnapshot(file: string): Blob {
  return new Blob([fs.readFileSync(file)]);
}

/** The PostgreSQL server the suites run against, or undefined when this run is on the embedded database. */
export function testPostgresUrl(): string | undefined {
  return testDbKind() === 'postgres' ? process.env.DATABASE_URL : undefined;
}
