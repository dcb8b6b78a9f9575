import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startPlaza, waitForOk, type PlazaProcess } from './support/plazaProcess.ts';

// The data-folder guarantees: one process per folder, a clean stop on SIGTERM, and a restart
// that reopens the same data. Runs real processes on their own port and folder.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const port = 4311;
const origin = `http://localhost:${port}`;
let dataDir: string;
let first: PlazaProcess | undefined;

test.beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plaza-lifecycle-'));
});
test.afterAll(() => {
  first?.child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function orgId(): Promise<string> {
  const res = await fetch(`${origin}/sharing/rest/portals/self?f=json`);
  return ((await res.json()) as { id: string }).id;
}

test('PORT and DATA_DIR are honoured, a second process on the folder is refused, SIGTERM stops cleanly and a restart reopens the data', async () => {
  first = startPlaza({ PORT: String(port), DATA_DIR: dataDir });
  await waitForOk(`${origin}/healthz`);
  expect(fs.existsSync(path.join(dataDir, 'pg'))).toBe(true);
  expect(first.output()).toContain(`Plaza is ready at http://localhost:${port}`);
  const idBefore = await orgId();

  const second = startPlaza({ PORT: String(port + 1), DATA_DIR: dataDir });
  const secondExit = await second.exited;
  expect(secondExit).not.toBe(0);
  expect(second.output()).toContain(`The data folder ${dataDir} is in use by another Plaza process`);
  expect((await fetch(`${origin}/healthz`)).status).toBe(200);

  // Exit code 0 means the stop finished inside the server's own 9 s deadline (it exits 1 past it).
  first.child.kill('SIGTERM');
  expect(await first.exited).toBe(0);
  expect(fs.existsSync(path.join(dataDir, 'plaza.lock'))).toBe(false);

  const third = startPlaza({ PORT: String(port), DATA_DIR: dataDir });
  try {
    await waitForOk(`${origin}/healthz`);
    expect(await orgId()).toBe(idBefore);
  } finally {
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }
});
