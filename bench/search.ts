// Benchmark (issue 4): item search (/sharing/rest/search) over N generated items in an in-memory
// PGlite, over HTTP on 127.0.0.1, for six query shapes, anonymous and signed in, sequentially and at
// 16 concurrent connections; plus the same compiled query run straight through the repository (the
// SQL floor) and the ratio of the service to it. Bounded request counts; prints a table.
//
//   npm run bench:search                     (BENCH_ITEMS=100000, BENCH_RUNS=60 by default)
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { itemVisibility } from '../apps/server/src/access/itemVisibility.ts';
import { resolveCaller } from '../apps/server/src/auth/resolveCaller.ts';
import { createApp } from '../apps/server/src/app.ts';
import { readConfig } from '../apps/server/src/config/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { searchItemRows } from '../apps/server/src/db/repositories/itemSearchRepository.ts';
import { createLogger } from '../apps/server/src/log/logger.ts';
import { compileItemSearch } from '../apps/server/src/search/compileItemSearch.ts';
import { readItemSearch } from '../apps/server/src/search/readItemSearch.ts';
import { seedDemoWhenEmpty } from '../apps/server/src/seed/seedDemo.ts';
import { signIn } from '../apps/server/src/testing/signIn.ts';
import { seedBenchItems } from './support/benchCatalog.ts';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const CONCURRENCY = 16;
const NOW = Date.UTC(2026, 0, 1);

const SHAPES: readonly { name: string; params: Record<string, string> }[] = [
  { name: 'term', params: { q: 'water' } },
  { name: 'type filter', params: { q: 'type:"Feature Service"' } },
  { name: 'tag + countFields', params: { q: 'tags:parks', countFields: 'type,tags,access', countSize: '10' } },
  { name: 'bbox', params: { q: '', bbox: '-10,35,30,60' } },
  { name: 'sorted by modified', params: { q: 'trails', sortField: 'modified', sortOrder: 'desc' } },
  { name: 'deep page', params: { q: '', sortField: 'title', start: '9901', num: '100' } },
  // Issue 13: the catalog sends the word being typed as a prefix, matched stemmed and unstemmed.
  { name: 'prefix as typed', params: { q: 'parks wat*' } },
];

/** Issue 13: "Did you mean" runs after a search found nothing; misspelled words cost candidate checks. */
const SPELLINGS = ['watr', 'parcs trials', 'bycicle lanes', 'qqqzzz'];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
function stats(samples: number[]): { p50: number; p95: number; p99: number } {
  const s = [...samples].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99) };
}

async function timeHttp(url: string, token: string | undefined): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  const body = (await res.json()) as { error?: unknown };
  if (body.error) throw new Error(`search failed: ${JSON.stringify(body.error)}`);
  return performance.now() - started;
}

async function main(): Promise<void> {
  const handle = await openDatabase({ kind: 'pglite-memory' });
  const db = handle.db;
  await migrateToLatest(db);
  await seedDemoWhenEmpty(db, { password: 'bench-password-1', now: () => NOW });
  let started = performance.now();
  await seedBenchItems(db, ITEMS, NOW);
  console.log(`seeded ${ITEMS} items in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const config = readConfig({ DATA_DIR: '/tmp/plaza-bench-search', LOG_LEVEL: 'silent' });
  const app = createApp({ db, config, logger: createLogger('silent', () => undefined) });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  // Keep idle keep-alive sockets open between phases (the floor runs in between), so a reused
  // socket is never closed under a request (ECONNRESET).
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = 600_000;
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const token = await signIn({ db }, 'publisher_riverside', { minutes: 600 });
  const signedIn = await resolveCaller(db, token, Date.now(), { referer: undefined, ip: undefined });
  if (!signedIn) throw new Error('no signed-in caller');

  const rows: string[][] = [];
  for (const shape of SHAPES) {
    for (const who of ['anonymous', 'signed in'] as const) {
      const auth = who === 'signed in' ? token : undefined;
      const url = `${origin}/sharing/rest/search?${new URLSearchParams({ f: 'json', ...shape.params })}`;
      for (let i = 0; i < 5; i += 1) await timeHttp(url, auth);
      const sequential: number[] = [];
      for (let i = 0; i < RUNS; i += 1) sequential.push(await timeHttp(url, auth));
      const concurrent: number[] = [];
      started = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          for (let i = 0; i < Math.ceil(RUNS / 4); i += 1) concurrent.push(await timeHttp(url, auth));
        }),
      );
      const throughput = concurrent.length / ((performance.now() - started) / 1000);
      const floor: number[] = [];
      const query = compileItemSearch(
        readItemSearch(shape.params),
        itemVisibility(who === 'signed in' ? signedIn : { kind: 'anonymous' }),
      );
      for (let i = 0; i < RUNS; i += 1) {
        const t0 = performance.now();
        await searchItemRows(db, query);
        floor.push(performance.now() - t0);
      }
      const seq = stats(sequential);
      const con = stats(concurrent);
      const sql = stats(floor);
      const f = (n: number) => n.toFixed(1);
      rows.push([
        shape.name,
        who,
        `${f(seq.p50)} / ${f(seq.p95)} / ${f(seq.p99)}`,
        `${f(con.p50)} / ${f(con.p95)} / ${f(con.p99)}`,
        throughput.toFixed(0),
        `${f(sql.p50)} / ${f(sql.p95)} / ${f(sql.p99)}`,
        (seq.p95 / sql.p95).toFixed(2),
      ]);
    }
  }
  const header = [
    'shape',
    'caller',
    'HTTP seq p50/p95/p99 ms',
    `HTTP ×${CONCURRENCY} p50/p95/p99 ms`,
    'req/s ×16',
    'SQL floor p50/p95/p99 ms',
    'seq p95 ÷ floor p95',
  ];
  console.log(`\nitem search, ${ITEMS} items, PGlite in memory, ${RUNS} sequential runs per row\n`);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  const spelling: string[][] = [];
  for (const q of SPELLINGS) {
    for (const who of ['anonymous', 'signed in'] as const) {
      const url = `${origin}/api/search/v1/spelling?${new URLSearchParams({ q })}`;
      const auth = who === 'signed in' ? token : undefined;
      for (let i = 0; i < 3; i += 1) await timeHttp(url, auth);
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i += 1) samples.push(await timeHttp(url, auth));
      const s = stats(samples);
      spelling.push([q, who, `${s.p50.toFixed(1)} / ${s.p95.toFixed(1)} / ${s.p99.toFixed(1)}`]);
    }
  }
  console.log(`\nspelling suggestions (/api/search/v1/spelling), ${RUNS} sequential runs per row\n`);
  console.log('| words | caller | HTTP seq p50/p95/p99 ms |');
  console.log('|---|---|---|');
  for (const row of spelling) console.log(`| ${row.join(' | ')} |`);
  // The whole process: server, PGlite engine and the benchmark's own clients (budget: < 1 GB at 100k items).
  console.log(`\npeak resident memory of the process: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
  server.close();
  await handle.close();
}

await main();
