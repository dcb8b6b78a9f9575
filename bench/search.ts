// Benchmark (issues 4, 24 and 42): item search (/sharing/rest/search) over generated catalogs of several sizes, in one
// run. For each size a fresh database is seeded (bench/support/benchCatalog.ts: the same items for the same size every
// time) and served by the app in a process of its own (bench/support/searchBenchServer.ts); this process is its only
// client, over HTTP on 127.0.0.1.
//
// 1. Latency per query shape — narrow ones and the broad ones a catalog page sends (no query with facets, a common
//    word with and without facets, one type with facets), anonymous and signed in (an administrator, who sees the
//    whole org) — each request interleaved with its floor: every SQL statement that request ran (sign-in checks
//    included), recorded from the server and replayed raw through the driver. Each URL carries a counter the portal
//    ignores, so no answer comes from the response cache: this is the database's work. A last shape asks for exact
//    counts (`exactCounts=true`), the cost of what the others estimate (ADR 0195).
// 2. Throughput: 16 concurrent clients for a fixed time, the shapes mixed, anonymous (cache warm, and every URL new)
//    and signed in, beside /healthz.
// 3. Spelling suggestions.
// Prints result sizes, the machine's load average beside every table, and the server process's peak memory.
//
//   npm run bench:search                                  (10k, 100k and 1M items on PostgreSQL)
//   npm run bench:search -- --sizes=100k                  (one size; k and M suffixes)
//   npm run bench:search -- --sizes=100k --database=pglite   (the embedded database, in memory)
//   PostgreSQL: BENCH_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres; each size
//   gets a database of its own, dropped when measured; from 1M the items are generated in the database
//   (benchCatalog.ts seedBenchItemsInBulk) into plaza_bench_1m, kept for the next run (drop it to start over).
//   BENCH_KEEP_DATABASE=<name> keeps any size; BENCH_BULK=1 generates in bulk at any size.
//   BENCH_RUNS (40) requests per row, BENCH_SECONDS (5) per mix.
import os from 'node:os';
import {
  benchToken,
  getJson,
  LATENCY_COLUMNS,
  measureInterleaved,
  loadAverage,
  printTable,
  startBenchServer,
} from './support/benchServerClient.ts';
import { readBenchSizes } from './support/benchSizes.ts';
import { stats } from './support/timing.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = 16;
const SIGNED_IN = 'admin_riverside';

interface Shape {
  readonly name: string;
  readonly broad: boolean;
  readonly params: Record<string, string>;
  /** Measured, but not part of the mixed throughput. */
  readonly aside?: boolean;
}
const SHAPES: readonly Shape[] = [
  { name: 'a place name', broad: false, params: { q: 'ashford' } },
  { name: 'type filter', broad: false, params: { q: 'type:"Feature Service"' } },
  { name: 'bbox', broad: false, params: { q: '', bbox: '-10,35,30,60' } },
  { name: 'sorted by modified', broad: false, params: { q: 'trails', sortField: 'modified', sortOrder: 'desc' } },
  { name: 'prefix as typed', broad: false, params: { q: 'parks wat*' } },
  { name: 'deep page', broad: false, params: { q: '', sortField: 'title', start: '9901', num: '100' } },
  // What a catalog page sends: everything, newest first, with its facets.
  {
    name: 'no query + facets',
    broad: true,
    params: { q: '', num: '20', sortField: 'modified', sortOrder: 'desc', countFields: 'type,tags,access' },
  },
  { name: 'common word', broad: true, params: { q: 'water', num: '20' } },
  {
    name: 'common word + facets',
    broad: true,
    params: { q: 'water', num: '20', countFields: 'type,tags,access' },
  },
  {
    name: 'one type + facets',
    broad: true,
    params: { q: 'type:"Feature Service"', num: '20', sortField: 'title', countFields: 'tags,access,owner' },
  },
  {
    name: 'common word + facets, exactCounts',
    broad: true,
    aside: true,
    params: { q: 'water', num: '20', countFields: 'type,tags,access', exactCounts: 'true' },
  },
];
const MIXED = SHAPES.filter((shape) => !shape.aside);
/** Issue 13: "Did you mean" runs after a search found nothing; misspelled words cost candidate checks. */
const SPELLINGS = ['watr', 'parcs trials', 'bycicle lanes', 'qqqzzz'];

function searchUrl(origin: string, params: Record<string, string>, bust?: number): string {
  const query = new URLSearchParams({
    f: 'json',
    ...params,
    ...(bust === undefined ? {} : { benchRun: String(bust) }),
  });
  return `${origin}/sharing/rest/search?${query}`;
}

const f = (n: number) => n.toFixed(1);
const KEEP_FROM = 1_000_000;
const sizeName = (n: number) =>
  n % 1_000_000 === 0 ? `${n / 1_000_000}m` : n % 1_000 === 0 ? `${n / 1_000}k` : String(n);

async function measureSize(items: number, databaseUrl: string | undefined): Promise<void> {
  // A million items is generated in the database and kept between runs (plaza_bench_1m); smaller sizes are fresh.
  const keepDatabase = databaseUrl && items >= KEEP_FROM ? `plaza_bench_${sizeName(items)}` : undefined;
  const server = await startBenchServer({ items, databaseUrl, ...(keepDatabase ? { keepDatabase } : {}) });
  const { origin, ask } = server;
  const token = await benchToken(origin, SIGNED_IN);
  console.log(
    `\n## ${items.toLocaleString('en')} items, ${server.database}${keepDatabase ? ` ${keepDatabase}, kept` : ''} ` +
      `(seeded or checked in ${server.seedSeconds.toFixed(0)} s), ` +
      `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), load average ${loadAverage()} before`,
  );

  let counter = 0;
  const latency: string[][] = [];
  for (const shape of SHAPES) {
    for (const who of ['anonymous', 'signed in'] as const) {
      const auth = who === 'signed in' ? token : undefined;
      const call = async () => [await getJson(searchUrl(origin, shape.params, (counter += 1)), auth)];
      latency.push([
        `${shape.name}${shape.broad ? ' (broad)' : ''}`,
        who,
        ...(await measureInterleaved(server, call, RUNS)),
      ]);
    }
  }
  console.log(
    `\nlatency, ${RUNS} interleaved runs per row (HTTP request, then its statements replayed raw); ` +
      `load average ${loadAverage()}\n`,
  );
  printTable(['shape', 'caller', ...LATENCY_COLUMNS], latency);

  const throughput: string[][] = [];
  const mixes: { name: string; url: () => string; token?: string }[] = [
    { name: '/healthz', url: () => `${origin}/healthz` },
    ...(['anonymous, cache warm', 'anonymous, every URL new', 'signed in'] as const).map((name) => {
      let turn = 0;
      return {
        name: `mixed shapes, ${name}`,
        url: () => {
          turn += 1;
          const shape = MIXED[turn % MIXED.length]!;
          return searchUrl(origin, shape.params, name === 'anonymous, cache warm' ? undefined : (counter += 1));
        },
        ...(name === 'signed in' ? { token } : {}),
      };
    }),
  ];
  for (const mix of mixes) {
    for (let i = 0; i < MIXED.length; i += 1) await getJson(mix.url(), mix.token);
    const samples: number[] = [];
    const started = performance.now();
    const until = started + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < until) samples.push((await getJson(mix.url(), mix.token)).ms);
      }),
    );
    const perSecond = samples.length / ((performance.now() - started) / 1000);
    const s = stats(samples);
    throughput.push([mix.name, perSecond.toFixed(0), `${f(s.p50)} / ${f(s.p95)}`]);
  }
  console.log(`\nthroughput, ${CONCURRENCY} concurrent clients for ${SECONDS} s each; load average ${loadAverage()}\n`);
  printTable(['requests', 'req/s', 'p50 / p95 ms'], throughput);

  const spelling: string[][] = [];
  for (const q of SPELLINGS) {
    for (const who of ['anonymous', 'signed in'] as const) {
      const url = `${origin}/api/search/v1/spelling?${new URLSearchParams({ q })}`;
      const auth = who === 'signed in' ? token : undefined;
      for (let i = 0; i < 3; i += 1) await getJson(url, auth);
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i += 1) samples.push((await getJson(url, auth)).ms);
      const s = stats(samples);
      spelling.push([q, who, `${f(s.p50)} / ${f(s.p95)}`]);
    }
  }
  console.log(`\nspelling suggestions (/api/search/v1/spelling), ${RUNS} sequential runs per row\n`);
  printTable(['words', 'caller', 'HTTP p50 / p95 ms'], spelling);

  const memory = await ask({ kind: 'memory' });
  if (memory.kind === 'memory') {
    // The server and, on the embedded database, its engine (PGlite runs inside it).
    console.log(`\npeak resident memory of the server process: ${memory.peakMb.toFixed(0)} MB`);
  }
  console.log(`load average ${loadAverage()} after`);
  await ask({ kind: 'stop' });
}

const { sizes, databaseUrl } = readBenchSizes(process.argv.slice(2), process.env);
console.log(
  `bench:search — sizes ${sizes.map((n) => n.toLocaleString('en')).join(' / ')} on ` +
    `${databaseUrl ? 'PostgreSQL' : 'PGlite in memory'}, ${RUNS} runs per row`,
);
for (const items of sizes) await measureSize(items, databaseUrl);
