import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { adminQuery, randomDbName, TEST_PASSWORD, testPostgresUrl, withDatabase } from '../../testing/testDatabase.ts';
import { roundRobinProxy, type TestProxy } from './roundRobinProxy.ts';
import { spawnPlaza, type PlazaProcess } from './spawnPlaza.ts';

// The README's deployment (issue 42): two Plaza processes on one PostgreSQL behind a proxy that spreads requests and
// passes over a process that is down; a process that exits is started again (systemd's Restart=always) and serves
// again; /metrics is not served through the proxy. (A small Node proxy stands in for nginx, which CI does not have.)
const url = testPostgresUrl();
let databaseUrl = '';
let name = '';
const dirs: string[] = [];
let processes: PlazaProcess[] = [];
let proxy: TestProxy | undefined;

function start(port: string): Promise<PlazaProcess> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plaza-proxy-'));
  dirs.push(dir);
  return spawnPlaza({
    DATABASE_URL: databaseUrl,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    PLAZA_DEMO_PASSWORD: TEST_PASSWORD,
    PLAZA_TRUST_PROXY: 'true',
  });
}

beforeAll(async () => {
  if (!url) return;
  name = randomDbName('plaza_proxy');
  await adminQuery(url, `create database ${name} template ${inject('plazaTestTemplate')}`);
  databaseUrl = withDatabase(url, name);
  processes = await Promise.all([start('0'), start('0')]);
  proxy = await roundRobinProxy(processes.map((p) => p.url));
}, 300_000);

afterAll(async () => {
  await proxy?.close();
  await Promise.all(processes.map((p) => p.stop()));
  if (url && name) await adminQuery(url, `drop database if exists ${name} with (force)`);
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

async function servedBy(p: PlazaProcess): Promise<number> {
  const text = await (await fetch(`${p.url}/metrics`)).text();
  return [...text.matchAll(/^plaza_http_requests_total\{family="portal",status="2xx"\} (\d+)$/gm)].reduce(
    (sum, m) => sum + Number(m[1]),
    0,
  );
}

describe.skipIf(!url)('two processes behind a proxy', () => {
  it('spread requests over both, pass over one that died, and take it back once restarted', async () => {
    const before = await Promise.all(processes.map(servedBy));
    for (let i = 0; i < 10; i += 1) {
      expect((await fetch(`${proxy!.url}/sharing/rest/portals/self?f=json`)).status).toBe(200);
    }
    const after = await Promise.all(processes.map(servedBy));
    expect(after[0]! - before[0]!).toBeGreaterThan(0);
    expect(after[1]! - before[1]!).toBeGreaterThan(0);
    // /metrics through the proxy carries its forwarding header: refused.
    expect((await fetch(`${proxy!.url}/metrics`)).status).toBe(403);
    // One process dies hard: every request still gets its answer from the other.
    const port = new URL(processes[1]!.url).port;
    processes[1]!.child.kill('SIGKILL');
    await processes[1]!.stop();
    for (let i = 0; i < 6; i += 1) {
      expect((await fetch(`${proxy!.url}/sharing/rest/portals/self?f=json`)).status).toBe(200);
    }
    // The supervisor starts it again on its port; it is ready and serves through the proxy again.
    processes[1] = await start(port);
    expect((await fetch(`${processes[1].url}/readyz`)).status).toBe(200);
    const again = await servedBy(processes[1]);
    for (let i = 0; i < 4; i += 1) await fetch(`${proxy!.url}/sharing/rest/portals/self?f=json`);
    expect((await servedBy(processes[1])) - again).toBeGreaterThan(0);
  });
});
