// Benchmark: resident memory of the real server (npm start's script, embedded PGlite) holding N items
// (default 100,000) — idle after start, and after a bounded search and page-rendering load over HTTP on
// 127.0.0.1. Budget (the team's standard): under 1 GB resident at 100k items. Prints a table.
//
//   node --import tsx bench/memory.ts          BENCH_ITEMS (100000), BENCH_PORT (4398)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedDemoWhenEmpty } from '../apps/server/src/seed/seedDemo.ts';
import { seedBenchItems } from './support/benchCatalog.ts';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const PORT = Number(process.env.BENCH_PORT ?? 4398);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const BUDGET_MB = 1024;

/** Current and peak resident set of a process, in MB, from /proc. */
function residentMb(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

async function waitForOk(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

async function load(paths: readonly string[], rounds: number, concurrency: number): Promise<number> {
  let done = 0;
  const worker = async (offset: number) => {
    for (let i = offset; i < rounds; i += concurrency) {
      const res = await fetch(`${ORIGIN}${paths[i % paths.length]}`);
      await res.arrayBuffer();
      done++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, i) => worker(i)));
  return done;
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plaza-bench-memory-'));
  const started = Date.now();
  const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pg') });
  await migrateToLatest(handle.db);
  await seedDemoWhenEmpty(handle.db, { password: 'bench-password-1', baseDomain: `localhost:${PORT}` });
  await seedBenchItems(handle.db, ITEMS, Date.UTC(2026, 0, 1));
  await handle.close();
  console.log(`seeded ${ITEMS} items into ${dataDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(PORT), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const rows: string[][] = [];
  try {
    await waitForOk(`${ORIGIN}/healthz`);
    const pid = child.pid!;
    const idle = residentMb(pid);
    rows.push(['idle after start', idle.rss.toFixed(0), idle.peak.toFixed(0)]);

    const searches = [
      '/sharing/rest/search?f=json&q=water',
      '/sharing/rest/search?f=json&q=tags:parks&countFields=type,tags,access&countSize=10',
      '/sharing/rest/search?f=json&q=type:%22Feature%20Service%22&sortField=modified&sortOrder=desc',
      '/sharing/rest/search?f=json&q=parks&start=901&num=100',
      '/api/search/v1/collections/all/items?q=water&limit=20',
    ];
    const sequential = await load(searches, 200, 1);
    const afterSeq = residentMb(pid);
    rows.push([`${sequential} sequential searches`, afterSeq.rss.toFixed(0), afterSeq.peak.toFixed(0)]);

    const concurrent = await load(searches, 800, 16);
    const afterCon = residentMb(pid);
    rows.push([`${concurrent} searches, 16 at a time`, afterCon.rss.toFixed(0), afterCon.peak.toFixed(0)]);

    const pages = await load(['/', '/search?q=parks', '/pages/about'], 150, 4);
    const afterPages = residentMb(pid);
    rows.push([`${pages} server-rendered pages, 4 at a time`, afterPages.rss.toFixed(0), afterPages.peak.toFixed(0)]);

    console.log(`\nresident memory of the server process with ${ITEMS} items (embedded PGlite)\n`);
    console.log('| after | RSS MB | peak RSS MB |');
    console.log('|---|---:|---:|');
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
    console.log(
      `\npeak ${afterPages.peak.toFixed(0)} MB against a budget of ${BUDGET_MB} MB: ${afterPages.peak < BUDGET_MB ? 'within' : 'OVER'}`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
