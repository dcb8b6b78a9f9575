// Benchmark (issues 4 and 24): item search (/sharing/rest/search) over N generated items, the server in a process of
// its own (bench/support/searchBenchServer.ts) and this process its only client, over HTTP on 127.0.0.1.
//
// 1. Latency per query shape — narrow ones and the broad ones a catalog page sends (no query with facets, a common
//    word, one type with facets), anonymous and signed in (an administrator, who sees the whole org) — each request
//    interleaved with its floor: every SQL statement that request ran (sign-in checks included), recorded from the
//    server and replayed raw through the driver. Each URL carries a counter the portal ignores, so no answer comes
//    from the response cache: this is the database's work.
// 2. Throughput: 16 concurrent clients for a fixed time, the shapes mixed, anonymous (cache warm, and every URL new)
//    and signed in, beside /healthz.
// 3. Spelling suggestions.
// Prints result sizes, the machine's load before and after, and the server process's peak memory.
//
//   npm run bench:search                 (BENCH_ITEMS=100000, BENCH_RUNS=40, BENCH_SECONDS=5; PGlite in memory)
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:search   (a fresh PostgreSQL database)
import { fork } from 'node:child_process';
import os from 'node:os';
import type { BenchReply, BenchRequest } from './support/searchBenchServer.ts';
import { stats } from './support/timing.ts';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = 16;
const SIGNED_IN = 'admin_riverside';

interface Shape {
  readonly name: string;
  readonly broad: boolean;
  readonly params: Record<string, string>;
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
];
/** Issue 13: "Did you mean" runs after a search found nothing; misspelled words cost candidate checks. */
const SPELLINGS = ['watr', 'parcs trials', 'bycicle lanes', 'qqqzzz'];

const child = fork(new URL('./support/searchBenchServer.ts', import.meta.url), [], {
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const waiting: ((reply: BenchReply) => void)[] = [];
child.on('message', (reply: BenchReply) => waiting.shift()?.(reply));
child.on('exit', (code) => {
  if (code !== 0) {
    console.error(`the bench server exited with ${code}`);
    process.exit(1);
  }
});
function nextReply(): Promise<BenchReply> {
  return new Promise((resolve) => waiting.push(resolve));
}
async function ask(request: BenchRequest): Promise<BenchReply> {
  const reply = nextReply();
  child.send(request);
  return reply;
}

interface Answer {
  readonly ms: number;
  readonly bytes: number;
  readonly total: number | undefined;
  readonly results: number | undefined;
}
async function get(url: string, token: string | undefined): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  const text = await res.text();
  const ms = performance.now() - started;
  const body = JSON.parse(text) as { error?: unknown; total?: number; results?: unknown[] };
  if (body.error || !res.ok) throw new Error(`${url} failed: ${text.slice(0, 300)}`);
  return { ms, bytes: text.length, total: body.total, results: body.results?.length };
}

function searchUrl(origin: string, params: Record<string, string>, bust?: number): string {
  const query = new URLSearchParams({
    f: 'json',
    ...params,
    ...(bust === undefined ? {} : { benchRun: String(bust) }),
  });
  return `${origin}/sharing/rest/search?${query}`;
}

function load(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
}

const f = (n: number) => n.toFixed(1);
function table(header: readonly string[], rows: readonly (readonly string[])[]): void {
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

async function main(): Promise<void> {
  const ready = await nextReply();
  if (ready.kind !== 'ready') throw new Error('the bench server did not start');
  const { origin } = ready;
  const tokenRes = await fetch(`${origin}/sharing/rest/generateToken`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      f: 'json',
      username: SIGNED_IN,
      password: 'bench-password-1',
      client: 'referer',
      referer: origin,
      expiration: '600',
    }),
  });
  const { token } = (await tokenRes.json()) as { token?: string };
  if (!token) throw new Error('no token');
  console.log(
    `item search, ${ITEMS} items, ${ready.database} (seeded in ${ready.seedSeconds.toFixed(0)} s), ${os.cpus().length} cores, ` +
      `load average ${load()} before`,
  );

  let counter = 0;
  const latency: string[][] = [];
  for (const shape of SHAPES) {
    for (const who of ['anonymous', 'signed in'] as const) {
      const auth = who === 'signed in' ? token : undefined;
      for (let i = 0; i < 3; i += 1) await get(searchUrl(origin, shape.params, (counter += 1)), auth);
      await ask({ kind: 'record' });
      const sample = await get(searchUrl(origin, shape.params, (counter += 1)), auth);
      const recorded = await ask({ kind: 'recorded' });
      if (recorded.kind !== 'recorded') throw new Error('no statements');
      const http: number[] = [];
      const floor: number[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        http.push((await get(searchUrl(origin, shape.params, (counter += 1)), auth)).ms);
        const replayed = await ask({ kind: 'floor', statements: recorded.statements });
        if (replayed.kind === 'floor') floor.push(replayed.ms);
      }
      const h = stats(http);
      const s = stats(floor);
      latency.push([
        `${shape.name}${shape.broad ? ' (broad)' : ''}`,
        who,
        String(sample.total ?? ''),
        `${sample.results ?? 0} / ${(sample.bytes / 1024).toFixed(0)} KB`,
        `${f(h.p50)} / ${f(h.p95)}`,
        `${f(s.p50)} / ${f(s.p95)}`,
        String(recorded.statements.length),
        (h.p95 / s.p95).toFixed(2),
      ]);
    }
  }
  console.log(`\nlatency, ${RUNS} interleaved runs per row (HTTP request, then its statements replayed raw)\n`);
  table(
    [
      'shape',
      'caller',
      'matches',
      'results / size',
      'HTTP p50 / p95 ms',
      'SQL floor p50 / p95 ms',
      'statements',
      'HTTP p95 ÷ floor p95',
    ],
    latency,
  );

  const throughput: string[][] = [];
  const mixes: { name: string; url: () => string; token?: string }[] = [
    { name: '/healthz', url: () => `${origin}/healthz` },
    ...(['anonymous, cache warm', 'anonymous, every URL new', 'signed in'] as const).map((name) => {
      let turn = 0;
      return {
        name: `mixed shapes, ${name}`,
        url: () => {
          turn += 1;
          const shape = SHAPES[turn % SHAPES.length]!;
          return searchUrl(origin, shape.params, name === 'anonymous, cache warm' ? undefined : (counter += 1));
        },
        ...(name === 'signed in' ? { token } : {}),
      };
    }),
  ];
  for (const mix of mixes) {
    for (let i = 0; i < SHAPES.length; i += 1) await get(mix.url(), mix.token);
    const samples: number[] = [];
    const started = performance.now();
    const until = started + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < until) samples.push((await get(mix.url(), mix.token)).ms);
      }),
    );
    const perSecond = samples.length / ((performance.now() - started) / 1000);
    const s = stats(samples);
    throughput.push([mix.name, perSecond.toFixed(0), `${f(s.p50)} / ${f(s.p95)}`]);
  }
  console.log(`\nthroughput, ${CONCURRENCY} concurrent clients for ${SECONDS} s each\n`);
  table(['requests', 'req/s', 'p50 / p95 ms'], throughput);

  const spelling: string[][] = [];
  for (const q of SPELLINGS) {
    for (const who of ['anonymous', 'signed in'] as const) {
      const url = `${origin}/api/search/v1/spelling?${new URLSearchParams({ q })}`;
      const auth = who === 'signed in' ? token : undefined;
      for (let i = 0; i < 3; i += 1) await get(url, auth);
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i += 1) samples.push((await get(url, auth)).ms);
      const s = stats(samples);
      spelling.push([q, who, `${f(s.p50)} / ${f(s.p95)}`]);
    }
  }
  console.log(`\nspelling suggestions (/api/search/v1/spelling), ${RUNS} sequential runs per row\n`);
  table(['words', 'caller', 'HTTP p50 / p95 ms'], spelling);

  const memory = await ask({ kind: 'memory' });
  if (memory.kind === 'memory') {
    // The server and its database engine (PGlite runs inside it); budget: < 1 GB at 100k items.
    console.log(`\npeak resident memory of the server process: ${memory.peakMb.toFixed(0)} MB`);
  }
  console.log(`load average ${load()} after`);
  await ask({ kind: 'stop' });
}

await main();
