import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database.ts';
import { EXPORT_JOB } from '../../downloads/exportLayerJob.ts';
import { SCHEDULED_EXPORT_JOB } from '../../commands/downloads/saveDownloadSchedule.ts';
import { demoItemId } from '../../seed/demoItemId.ts';
import { adminQuery, randomDbName, TEST_PASSWORD, testPostgresUrl, withDatabase } from '../../testing/testDatabase.ts';
import { spawnPlaza, type PlazaProcess } from './spawnPlaza.ts';

// Three real Plaza processes on one PostgreSQL (issue 42), each with its own memory, pool, caches and job loop, as
// behind a proxy: a write on one is read on the others at once (their caches follow the data version); three
// simultaneous identical exports, one to each, share one job (three 202s); a scheduled export runs once in all.
// Runs in the api-postgres project (the embedded database is one process by design).
const url = testPostgresUrl();
const PARKS = demoItemId('riverside', 'park-boundaries');
const PERMITS = demoItemId('riverside', 'building-permits');
let processes: PlazaProcess[] = [];
let database: DatabaseHandle | undefined;
let name = '';
const dirs: string[] = [];

beforeAll(async () => {
  if (!url) return;
  name = randomDbName('plaza_three');
  await adminQuery(url, `create database ${name} template ${inject('plazaTestTemplate')}`);
  const databaseUrl = withDatabase(url, name);
  database = await openDatabase({ kind: 'postgres', url: databaseUrl, maxConnections: 2 });
  processes = await Promise.all(
    [0, 1, 2].map(() => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plaza-three-'));
      dirs.push(dir);
      return spawnPlaza({
        DATABASE_URL: databaseUrl,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dir,
        PLAZA_DEMO_PASSWORD: TEST_PASSWORD,
      });
    }),
  );
}, 300_000);

afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()));
  await database?.close();
  if (url && name) await adminQuery(url, `drop database if exists ${name} with (force)`);
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

async function signInOn(base: string, username: string): Promise<string> {
  const body = new URLSearchParams({ f: 'json', username, password: TEST_PASSWORD, referer: base });
  const res = await fetch(`${base}/sharing/rest/generateToken`, { method: 'POST', body });
  const json = (await res.json()) as { token?: string };
  if (!json.token) throw new Error(`no token: ${JSON.stringify(json)}`);
  return json.token;
}

async function titleOn(base: string, id: string): Promise<string> {
  const res = await fetch(`${base}/sharing/rest/content/items/${id}?f=json`);
  return ((await res.json()) as { title: string }).title;
}

async function jobRunsOf(base: string, type: string): Promise<number> {
  const res = await fetch(`${base}/metrics`);
  expect(res.status).toBe(200);
  const runs = parsePrometheusTextFormat(await res.text()).find((f) => f.name === 'plaza_job_runs_total');
  return (runs?.metrics ?? [])
    .filter((m) => m.labels?.type === type && m.labels?.outcome === 'completed')
    .reduce((sum, m) => sum + Number(m.value), 0);
}

describe.skipIf(!url)('three Plaza processes on one PostgreSQL', () => {
  it('a write on one is read on the others, whose caches held the old answer', async () => {
    const [a, b, c] = processes as [PlazaProcess, PlazaProcess, PlazaProcess];
    const before = await titleOn(b.url, PARKS);
    // Anonymous reads are cached per process: asked twice on each, the second from memory.
    for (const p of [b, c]) for (let i = 0; i < 2; i += 1) expect(await titleOn(p.url, PARKS)).toBe(before);
    const token = await signInOn(a.url, 'publisher_riverside');
    const form = new URLSearchParams({ f: 'json', token, title: 'Park Boundaries (renamed on A)' });
    const res = await fetch(`${a.url}/sharing/rest/content/users/publisher_riverside/items/${PARKS}/update`, {
      method: 'POST',
      body: form,
    });
    expect(await res.json()).toMatchObject({ success: true });
    expect(await titleOn(b.url, PARKS)).toBe('Park Boundaries (renamed on A)');
    expect(await titleOn(c.url, PARKS)).toBe('Park Boundaries (renamed on A)');
  });

  it('three simultaneous identical exports, one to each process: one job, three 202s (five rounds)', async () => {
    // Each round asks for another export, at once on the three processes (on one process the race is certain; across
    // processes the answers must not depend on who comes first either).
    for (const ward of [3, 4, 5, 6, 7]) {
      const ask = `${PERMITS}/kml?redirect=false&where=Ward%20%3D%20${ward}`;
      const answers = await Promise.all(processes.map((p) => fetch(`${p.url}/api/download/v1/items/${ask}`)));
      const bodies = (await Promise.all(answers.map((res) => res.json()))) as { id: string }[];
      expect(answers.map((res) => res.status)).toEqual([202, 202, 202]);
      expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
    }
    const downloads = await database!.db
      .selectFrom('downloads')
      .select('job_id')
      .where('item_id', '=', PERMITS)
      .where('format', '=', 'kml')
      .execute();
    expect(downloads).toHaveLength(5);
    const jobs = await database!.db
      .selectFrom('jobs')
      .select('id')
      .where('type', '=', EXPORT_JOB)
      .where('item_id', '=', PERMITS)
      .execute();
    expect(jobs.map((job) => job.id).sort()).toEqual(downloads.map((d) => d.job_id).sort());
  });

  it('a scheduled export runs once across the three job loops', async () => {
    const [a] = processes as [PlazaProcess];
    const token = await signInOn(a.url, 'publisher_riverside');
    const res = await fetch(`${a.url}/api/download/v1/items/${PARKS}/schedule`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'scheduled', cadence: 'daily', hour: 3, timezone: 'UTC' }),
    });
    expect(res.status).toBe(200);
    const before = await Promise.all(processes.map((p) => jobRunsOf(p.url, SCHEDULED_EXPORT_JOB)));
    // Due now: every process's loop polls the queue (every 2 s) and races for it.
    const due = await database!.db
      .updateTable('jobs')
      .set({ run_after: Date.now() - 1000 })
      .where('item_id', '=', PARKS)
      .where('type', '=', SCHEDULED_EXPORT_JOB)
      .where('status', '=', 'queued')
      .returning('id')
      .execute();
    expect(due).toHaveLength(1);
    const runOf = () =>
      database!.db.selectFrom('jobs').select(['status', 'attempts']).where('id', '=', due[0]!.id).executeTakeFirst();
    for (let i = 0; i < 300 && (await runOf())?.status !== 'completed'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await runOf()).toEqual({ status: 'completed', attempts: 1 });
    // Give the other loops a few more polls: none of them may run it again.
    await new Promise((resolve) => setTimeout(resolve, 4500));
    const after = await Promise.all(processes.map((p) => jobRunsOf(p.url, SCHEDULED_EXPORT_JOB)));
    expect(after.reduce((s, n) => s + n, 0) - before.reduce((s, n) => s + n, 0)).toBe(1);
    const next = await database!.db
      .selectFrom('jobs')
      .select('id')
      .where('item_id', '=', PARKS)
      .where('type', '=', SCHEDULED_EXPORT_JOB)
      .where('status', '=', 'queued')
      .execute();
    expect(next).toHaveLength(1);
  });
});
