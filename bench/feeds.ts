// Benchmark (issue 17): a site's open-data feeds at catalogue scale. N generated items (50,000 by default, of which
// about a fifth are Riverside's public items: the feeds stop at 10,000) behind the real server (npm start's script,
// embedded PGlite), each feed fetched over HTTP on 127.0.0.1 with the site's Host: median, p95 and size, beside the
// floor — the same public catalogue paged straight through the portal's search (100 at a time) — and the ratio.
//
//   npm run bench:feeds            BENCH_ITEMS (50000), BENCH_RUNS (5), BENCH_PORT (4397)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedDemoWhenEmpty } from '../apps/server/src/seed/seedDemo.ts';
import { seedBenchItems } from './support/benchCatalog.ts';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4397);
const HOST = `data-riverside.localhost:${PORT}`;

/** A GET on 127.0.0.1 with the site's Host (fetch may not set it); answers the body's size. */
function get(pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port: PORT, path: pathname, headers: { host: HOST } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () =>
        res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${pathname}: ${res.statusCode}`)),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

async function waitForOk(): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      await get('/healthz');
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error('the server did not answer');
}

async function timed(run: () => Promise<number>): Promise<{ ms: number[]; bytes: number }> {
  const ms: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    bytes = await run();
    ms.push(performance.now() - started);
  }
  return { ms: ms.sort((a, b) => a - b), bytes };
}
const median = (ms: number[]) => ms[Math.floor(ms.length / 2)]!;
const p95 = (ms: number[]) => ms[Math.min(ms.length - 1, Math.floor(ms.length * 0.95))]!;

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plaza-bench-feeds-'));
  const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pg') });
  await migrateToLatest(handle.db);
  await seedDemoWhenEmpty(handle.db, { password: 'bench-password-1', baseDomain: `localhost:${PORT}` });
  await seedBenchItems(handle.db, ITEMS, Date.UTC(2026, 0, 1));
  const riverside = await handle.db
    .selectFrom('orgs')
    .select('id')
    .where('url_key', '=', 'riverside')
    .executeTakeFirstOrThrow();
  const publicItems = Number(
    (
      await handle.db
        .selectFrom('items')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('org_id', '=', riverside.id)
        .where('access', '=', 'public')
        .executeTakeFirstOrThrow()
    ).n,
  );
  await handle.close();

  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(PORT), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    await waitForOk();
    // The floor: the public catalogue paged through the portal's search, as the feeds read it (at most 10,000).
    const floor = await timed(async () => {
      let bytes = 0;
      for (let start = 1; start <= 10_000; start += 100) {
        bytes += await get(
          `/sharing/rest/search?f=json&q=${encodeURIComponent(`orgid:${riverside.id} AND access:public`)}&num=100&start=${start}&sortField=modified&sortOrder=desc`,
        );
      }
      return bytes;
    });
    console.log(
      `\n${ITEMS} items, ${publicItems} of them Riverside's public ones; ${RUNS} runs each, embedded PGlite\n`,
    );
    console.log('| feed | median | p95 | size | ratio to the floor (median) |');
    console.log('| --- | --- | --- | --- | --- |');
    console.log(
      `| floor: 100 portal searches of 100 | ${median(floor.ms).toFixed(0)} ms | ${p95(floor.ms).toFixed(0)} ms | ${(floor.bytes / 1e6).toFixed(1)} MB | 1.0× |`,
    );
    for (const feed of ['/api/feed/v1/dcat-us/3.0', '/api/feed/v1/dcat-ap/3.0', '/api/feed/v1/rss', '/sitemap.xml']) {
      const run = await timed(() => get(feed));
      console.log(
        `| ${feed} | ${median(run.ms).toFixed(0)} ms | ${p95(run.ms).toFixed(0)} ms | ${(run.bytes / 1e6).toFixed(1)} MB | ${(median(run.ms) / median(floor.ms)).toFixed(1)}× |`,
      );
    }
  } finally {
    // A server that does not stop within 15 s is reported and killed (the bench must end).
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const stopped = await Promise.race([
      exited.then(() => true),
      new Promise((r) => setTimeout(() => r(false), 15_000)),
    ]);
    if (!stopped) {
      console.log('\nthe server did not stop within 15 s of SIGTERM; killed');
      child.kill('SIGKILL');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
