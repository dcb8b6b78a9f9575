import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, randomDbName, testPostgresUrl, withDatabase } from '../testing/testDatabase.ts';
import { startImportProcess, waitForLines } from '../testing/replayPortal/importProcess.ts';
import { startReplayPortal, type ReplayPortal } from '../testing/replayPortal/startReplayPortal.ts';

// Issue 41: kill -9 the import midway, run it again, and it completes — each item was written whole with its journal
// row, so the second run copies only what the first did not. Runs the real command line into an empty Plaza: a fresh
// embedded data folder (api-pglite) or a fresh PostgreSQL database (api-postgres).
describe('an import killed midway', () => {
  let replay: ReplayPortal;
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    // A slow source (each item's data held back), so the kill lands between items.
    replay = await startReplayPortal({ dataDelayMs: 400 });
    const postgres = testPostgresUrl();
    if (postgres) {
      const name = randomDbName('plaza_import');
      await adminQuery(postgres, `create database ${name}`);
      env = { DATABASE_URL: withDatabase(postgres, name) };
      cleanup = () => adminQuery(postgres, `drop database if exists ${name} with (force)`);
    } else {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plaza-import-'));
      env = { DATABASE_URL: '', DATA_DIR: dir };
      cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
    }
  });
  afterAll(async () => {
    await replay?.close();
    await cleanup?.();
  });

  it('resumes where it stopped and completes', async () => {
    const args = ['--portal', replay.origin, '--token', 'replay-admin-token'];
    const first = startImportProcess(args, env);
    await waitForLines(first, /^\[\d+\/\d+\] item .*: create$/, 2);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    const copiedBefore = first
      .output()
      .split('\n')
      .filter((line) => /^\[\d+\/\d+\] item .*: create$/.test(line)).length;

    const second = startImportProcess(args, env);
    expect(await second.exited).toBe(0);
    const out = second.output();
    expect(out).toContain('An earlier run stopped before its end; this one resumed it.');
    const items = /^items\s+(\d+)\s+(\d+)\s+(\d+)$/m.exec(out);
    const [created, changed, same] = (items?.slice(1) ?? []).map(Number);
    // What the first run committed is left alone; the rest is copied now; together, the whole org.
    expect(same).toBeGreaterThanOrEqual(copiedBefore);
    expect(created).toBeGreaterThan(0);
    expect(changed).toBe(0);
    expect((created ?? 0) + (same ?? 0)).toBe(13);
  }, 300_000);
});
