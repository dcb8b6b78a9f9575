import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config/config.ts';
import { openDatabase, type DatabaseTarget } from '../../db/database.ts';
import { appliedMigrations } from '../../db/repositories/appliedMigrationRepository.ts';
import { countTableRows } from '../../db/repositories/backupRepository.ts';
import { createLogger } from '../../log/logger.ts';
import { startServer } from '../../server.ts';
import { adminQuery, randomDbName, testPostgresUrl, withDatabase } from '../../testing/testDatabase.ts';
import { restoreBackup } from '../backup/restoreBackup.ts';
import { RELEASED_SCHEMAS } from './releasedSchemas.ts';

// Upgrades (issue 42, ADR 0192), one case per released schema, oldest first: a database left by that release — its
// migrations only, the demo data as that schema held it (the release's fixture) — is opened by this release's server,
// which migrates it; then every item, group and user of it reads back through the API, and no table lost a row.
const HERE = path.dirname(fileURLToPath(import.meta.url));
const postgres = testPostgresUrl();
const PASSWORD = 'release-fixture-1';
const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup) await step();
});

/** The rows of a table in a fixture archive (parsed with a minimal tar reader: 512-byte headers, padded bodies). */
function fixtureRows(archive: Buffer, table: string): Record<string, unknown>[] {
  const tar = gunzipSync(archive);
  const rows: Record<string, unknown>[] = [];
  for (let at = 0; at + 512 <= tar.length;) {
    const name = tar
      .subarray(at, at + 100)
      .toString('utf8')
      .replace(/\0.*$/s, '');
    if (name === '') break;
    const size = parseInt(
      tar
        .subarray(at + 124, at + 136)
        .toString('utf8')
        .replace(/\0.*$/s, '')
        .trim(),
      8,
    );
    const body = tar.subarray(at + 512, at + 512 + size).toString('utf8');
    if (name.startsWith(`db/${table}/`)) for (const line of body.split('\n')) if (line) rows.push(JSON.parse(line));
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return rows;
}

async function newTarget(): Promise<{ target: DatabaseTarget; env: Record<string, string>; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plaza-upgrade-'));
  cleanup.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  if (!postgres) return { target: { kind: 'pglite', dataDir: path.join(dataDir, 'pg') }, env: {}, dataDir };
  const name = randomDbName('plaza_upgrade');
  await adminQuery(postgres, `create database ${name}`);
  cleanup.push(() => adminQuery(postgres, `drop database if exists ${name} with (force)`));
  const url = withDatabase(postgres, name);
  return { target: { kind: 'postgres', url, maxConnections: 2 }, env: { DATABASE_URL: url }, dataDir };
}

describe.each(RELEASED_SCHEMAS)('an installation of release $version', (release) => {
  it('is migrated by this release, and every item, group, user and row of it reads back', async () => {
    const archive = fs.readFileSync(path.join(HERE, release.fixture));
    const { target, env, dataDir } = await newTarget();
    // The release's database: its migrations only, its rows.
    const old = await openDatabase(target);
    try {
      const summary = await restoreBackup(
        { db: old.db, upgrade: false },
        (await import('node:stream')).Readable.from(archive),
      );
      expect(await appliedMigrations(old.db)).toEqual([...release.migrations].sort());
      expect(summary.rows.items).toBeGreaterThan(0);
    } finally {
      await old.close();
    }
    // This release opens it.
    const config = readConfig({ ...env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
    const running = await startServer(config, createLogger('silent'), {
      renderer: () => Promise.resolve({ render: () => Promise.resolve(new Response('page')) }),
    });
    const base = running.url.replace('localhost', '127.0.0.1');
    try {
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      const tokens: string[] = [];
      for (const username of ['admin_riverside', 'admin_hillcrest']) {
        const body = new URLSearchParams({ f: 'json', username, password: PASSWORD, referer: base });
        const res = await fetch(`${base}/sharing/rest/generateToken`, { method: 'POST', body });
        tokens.push(((await res.json()) as { token: string }).token);
      }
      const readable = async (url: string, key: string, value: unknown) => {
        for (const token of tokens) {
          const res = await fetch(`${base}/sharing/rest/${url}${url.includes('?') ? '&' : '?'}f=json&token=${token}`);
          if (((await res.json()) as Record<string, unknown>)[key] === value) return true;
        }
        return false;
      };
      const unreadable: string[] = [];
      for (const item of fixtureRows(archive, 'items')) {
        if (!(await readable(`content/items/${item.id}`, 'id', item.id))) unreadable.push(`item ${item.id}`);
      }
      for (const group of fixtureRows(archive, 'groups')) {
        if (!(await readable(`community/groups/${group.id}`, 'id', group.id))) unreadable.push(`group ${group.id}`);
      }
      for (const user of fixtureRows(archive, 'users')) {
        const name = user.username as string;
        if (!(await readable(`community/users/${name}`, 'username', name))) unreadable.push(`user ${name}`);
      }
      expect(unreadable).toEqual([]);
    } finally {
      await running.close();
    }
    // No table lost a row on the way.
    const now = await openDatabase(target);
    try {
      expect(await appliedMigrations(now.db)).toEqual(
        Object.keys((await import('../../db/migrations/index.ts')).migrations).sort(),
      );
      const tables = [...new Set(fixtureRows(archive, 'feature_layers').map((l) => l.table_name as string))];
      for (const table of ['items', 'groups', 'users', 'item_files', 'events', 'posts', ...tables]) {
        expect({ table, rows: await countTableRows(now.db, table) }).toEqual({
          table,
          rows: fixtureRows(archive, table).length,
        });
      }
    } finally {
      await now.close();
    }
  }, 600_000);
});
