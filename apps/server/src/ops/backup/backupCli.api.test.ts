import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase } from '../../db/database.ts';
import { foldItemFacetDeltas } from '../../db/repositories/itemFacetCountRepository.ts';
import { adminQuery, randomDbName, TEST_PASSWORD, testPostgresUrl, withDatabase } from '../../testing/testDatabase.ts';
import { spawnPlaza } from '../processes/spawnPlaza.ts';
import { tableContents } from './tableContents.ts';

// `npm run backup` while the server runs, then `npm run restore` into an empty data folder — or, with DATABASE_URL,
// an empty database (issue 42, ADR 0190): the commands as an operator runs them, each in a process of its own; every
// row of every table and every file compared; a non-empty target refused with a clear message.
const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../../../..');
const postgres = testPostgresUrl();
const temp: string[] = [];
const databases: string[] = [];

afterAll(async () => {
  for (const dir of temp) fs.rmSync(dir, { recursive: true, force: true });
  for (const name of databases) await adminQuery(postgres!, `drop database if exists ${name} with (force)`);
});

function folder(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temp.push(dir);
  return dir;
}

/** Runs `npm run <script> -- <archive>`'s command with the given environment; its exit code and what it wrote. */
function run(script: 'backup' | 'restore', archive: string, env: Record<string, string>) {
  const cli = path.join(ROOT, `apps/server/src/ops/backup/${script}Cli.ts`);
  const child = spawn(process.execPath, ['--import', 'tsx', cli, archive], { cwd: ROOT, env });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
}

async function newDatabase(template?: string): Promise<string> {
  const name = randomDbName('plaza_cli');
  await adminQuery(postgres!, `create database ${name}${template ? ` template ${template}` : ''}`);
  databases.push(name);
  return withDatabase(postgres!, name);
}

it('backs up a running server and restores into an empty target, row for row and file for file', async () => {
  const source = folder('plaza-cli-src-');
  fs.mkdirSync(path.join(source, 'branding'));
  fs.writeFileSync(path.join(source, 'branding', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const sourceUrl = postgres ? await newDatabase(inject('plazaTestTemplate')) : undefined;
  const server = await spawnPlaza({
    DATA_DIR: source,
    PORT: '0',
    HOST: '127.0.0.1',
    PLAZA_DEMO_PASSWORD: TEST_PASSWORD,
    ...(sourceUrl ? { DATABASE_URL: sourceUrl } : {}),
  });
  const archive = path.join(folder('plaza-cli-archive-'), 'plaza.tar.gz');
  let stopped = false;
  try {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const backup = await run('backup', archive, {
      DATA_DIR: source,
      ...(sourceUrl ? { DATABASE_URL: sourceUrl } : {}),
    });
    expect(backup.output).toContain(`plaza backup: wrote ${archive}`);
    expect(backup.code).toBe(0);
    // The server went on answering while it was copied.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const busy = await run('restore', archive, { DATA_DIR: source });
    expect(busy.code).toBe(1);
    expect(busy.output).toContain(`The data folder ${source} is not empty: restore writes into an empty folder only.`);
    await server.stop();
    stopped = true;
  } finally {
    if (!stopped) await server.stop();
  }
  const into = path.join(folder('plaza-cli-dst-'), 'data');
  const intoUrl = postgres ? await newDatabase() : undefined;
  const restore = await run('restore', archive, { DATA_DIR: into, ...(intoUrl ? { DATABASE_URL: intoUrl } : {}) });
  expect(restore.output).toContain(`plaza restore: restored ${archive}.`);
  expect(restore.code).toBe(0);
  expect(fs.readFileSync(path.join(into, 'branding', 'logo.svg'), 'utf8')).toContain('<svg');
  const open = (dir: string, url: string | undefined) =>
    openDatabase(
      url ? { kind: 'postgres', url, maxConnections: 1 } : { kind: 'pglite', dataDir: path.join(dir, 'pg') },
    );
  const original = await open(source, sourceUrl);
  const restored = await open(into, intoUrl);
  try {
    // The running server folds facet deltas into the counts every few seconds, also between the backup and its stop:
    // the same counts either way, so both are compared folded.
    await foldItemFacetDeltas(original.db);
    await foldItemFacetDeltas(restored.db);
    const rows = await tableContents(original.db);
    expect(rows.items!.length).toBeGreaterThan(10);
    const back = await tableContents(restored.db);
    // Named first, so a difference says which tables it is in.
    expect(Object.keys(rows).filter((name) => JSON.stringify(rows[name]) !== JSON.stringify(back[name]))).toEqual([]);
    expect(back).toEqual(rows);
  } finally {
    await original.close();
    await restored.close();
  }
  if (intoUrl) {
    const again = await run('restore', archive, { DATA_DIR: folder('plaza-cli-again-'), DATABASE_URL: intoUrl });
    expect(again.code).toBe(1);
    expect(again.output).toMatch(
      /The database of DATABASE_URL is not empty \(\d+ tables\): restore writes into an empty database only\./,
    );
  }
}, 600_000);
