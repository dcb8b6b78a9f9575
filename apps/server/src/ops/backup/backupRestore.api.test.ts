import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database.ts';
import { countPublicTables } from '../../db/repositories/backupRepository.ts';
import { adminQuery, randomDbName, testPostgresUrl, withDatabase } from '../../testing/testDatabase.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { BackupError } from './backupArchive.ts';
import { restoreBackup } from './restoreBackup.ts';
import { tableContents } from './tableContents.ts';
import { writeBackup } from './writeBackup.ts';

// Backup and restore round trip (issue 42, ADR 0190) on this run's database: every row of every table — items, their
// files' chunks, a layer's own row table, counts kept by triggers — and the data folder's files come back equal in an
// empty database; a damaged archive or one from a newer release restores nothing.
let t: TestApp;
const opened: { handle: DatabaseHandle; drop: () => Promise<void> }[] = [];
const postgres = testPostgresUrl();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const { handle, drop } of opened) {
    await handle.close();
    await drop();
  }
  await t?.close();
});

async function emptyDatabase(): Promise<DatabaseHandle> {
  if (!postgres) {
    const handle = await openDatabase({ kind: 'pglite-memory' });
    opened.push({ handle, drop: async () => undefined });
    return handle;
  }
  const name = randomDbName('plaza_restore');
  await adminQuery(postgres, `create database ${name}`);
  const handle = await openDatabase({ kind: 'postgres', url: withDatabase(postgres, name), maxConnections: 2 });
  opened.push({ handle, drop: () => adminQuery(postgres, `drop database if exists ${name} with (force)`) });
  return handle;
}

async function backupBytes(dataDir?: string): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeBackup({ db: t.db, database: postgres ? 'postgres' : 'pglite', ...(dataDir ? { dataDir } : {}) }, out);
  return Buffer.concat(chunks);
}

describe('backup and restore', () => {
  it('restores every row of every table and every file into an empty database and data folder', async () => {
    const source = fs.mkdtempSync(path.join(os.tmpdir(), 'plaza-backup-src-'));
    fs.mkdirSync(path.join(source, 'pg'));
    fs.writeFileSync(path.join(source, 'pg', 'PG_VERSION'), 'not copied');
    fs.mkdirSync(path.join(source, 'branding'));
    fs.writeFileSync(path.join(source, 'branding', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const progress: number[] = [];
    const archive = await backupBytes(source);
    const before = await tableContents(t.db);
    expect(Object.keys(before).some((name) => name.startsWith('features_'))).toBe(true);
    expect(before.items!.length).toBeGreaterThan(10);
    expect(before.item_files!.length).toBeGreaterThan(0);
    const target = await emptyDatabase();
    const into = fs.mkdtempSync(path.join(os.tmpdir(), 'plaza-backup-dst-'));
    const summary = await restoreBackup(
      { db: target.db, dataDir: into, onProgress: (p) => progress.push(p.rows) },
      Readable.from(archive),
    );
    expect(summary.rows.items).toBe(before.items!.length);
    expect(await tableContents(target.db)).toEqual(before);
    expect(fs.readFileSync(path.join(into, 'branding', 'logo.svg'), 'utf8')).toContain('<svg');
    expect(fs.existsSync(path.join(into, 'pg'))).toBe(false);
    expect(progress.at(-1)).toBe(Object.values(before).reduce((sum, rows) => sum + rows.length, 0));
    fs.rmSync(source, { recursive: true, force: true });
    fs.rmSync(into, { recursive: true, force: true });
  });

  it('refuses an archive cut short, or made by a newer release, and leaves the database empty', async () => {
    const archive = await backupBytes();
    const cut = await emptyDatabase();
    await expect(
      restoreBackup({ db: cut.db }, Readable.from(archive.subarray(0, archive.length - 200))),
    ).rejects.toThrow();
    // The schema was made; no row of the archive stayed.
    expect(await tableContents(cut.db).then((c) => c.items)).toEqual([]);
    const newer = await emptyDatabase();
    const older = Object.fromEntries(
      Object.entries((await import('../../db/migrations/index.ts')).migrations).slice(0, -1),
    );
    const refused = await restoreBackup({ db: newer.db, migrations: older }, Readable.from(archive)).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(BackupError);
    expect((refused as BackupError).code).toBe('BACKUP_FROM_NEWER_RELEASE');
    expect(await countPublicTables(newer.db)).toBe(0);
  });
});
