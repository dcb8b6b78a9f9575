// The client side of bench/support/searchBenchServer.ts: forks the server into a process of its own (so a
// benchmark's requests never share its event loop), and asks it for statement recordings, raw replays, memory and
// a stop. Shared by bench/search.ts and bench/hubSearch.ts.
import { fork } from 'node:child_process';
import os from 'node:os';
import type { BenchReply, BenchRequest } from './searchBenchServer.ts';
import { stats } from './timing.ts';

export interface BenchServer {
  readonly origin: string;
  readonly database: string;
  readonly seedSeconds: number;
  ask(request: BenchRequest): Promise<BenchReply>;
}

/**
 * Starts the bench server and waits until ready: `items` generated items (else BENCH_ITEMS) in a fresh database on
 * the PostgreSQL server at `databaseUrl` (else BENCH_DATABASE_URL; PGlite in memory when neither is given).
 */
export async function startBenchServer(
  options: { readonly items?: number; readonly databaseUrl?: string | undefined; readonly keepDatabase?: string } = {},
): Promise<BenchServer> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (options.keepDatabase) env.BENCH_KEEP_DATABASE = options.keepDatabase;
  if (options.items !== undefined) env.BENCH_ITEMS = String(options.items);
  if ('databaseUrl' in options) {
    if (options.databaseUrl) env.BENCH_DATABASE_URL = options.databaseUrl;
    else delete env.BENCH_DATABASE_URL;
  }
  const child = fork(new URL('./searchBenchServer.ts', import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env,
  });
  const waiting: ((reply: BenchReply) => void)[] = [];
  child.on('message', (reply: BenchReply) => waiting.shift()?.(reply));
  child.on('exit', (code) => {
    if (code !== 0) {
      console.error(`the bench server exited with ${code}`);
      process.exit(1);
    }
  });
  const nextReply = () => new Promise<BenchReply>((resolve) => waiting.push(resolve));
  const ready = await nextReply();
  if (ready.kind !== 'ready') throw new Error('the bench server did not start');
  return {
    origin: ready.origin,
    database: ready.database,
    seedSeconds: ready.seedSeconds,
    ask: (request) => {
      const reply = nextReply();
      child.send(request);
      return reply;
    },
  };
}

/** An access token for a demo user of the bench server (their password is the bench's). */
export async function benchToken(origin: string, username: string): Promise<string> {
  const res = await fetch(`${origin}/sharing/rest/generateToken`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      f: 'json',
      username,
      password: 'bench-password-1',
      client: 'referer',
      referer: origin,
      expiration: '600',
    }),
  });
  const { token } = (await res.json()) as { token?: string };
  if (!token) throw new Error(`no token for ${username}`);
  return token;
}

/** What a JSON GET answered: its time, size, and the counts a search carries. */
export interface Answer {
  readonly ms: number;
  readonly bytes: number;
  readonly total: number | undefined;
  readonly results: number | undefined;
}

/** A JSON GET, timed to the last byte; an error answer throws. */
export async function getJson(url: string, token: string | undefined): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  const text = await res.text();
  const ms = performance.now() - started;
  const body = JSON.parse(text) as {
    error?: unknown;
    total?: number;
    numberMatched?: number;
    results?: unknown[];
    features?: unknown[];
  };
  if (body.error || !res.ok) throw new Error(`${url} failed: ${text.slice(0, 300)}`);
  return {
    ms,
    bytes: text.length,
    total: body.total ?? body.numberMatched,
    results: (body.results ?? body.features)?.length,
  };
}

/** The machine's load averages (1, 5, 15 minutes). */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
}

/** Prints a Markdown table. */
export function printTable(header: readonly string[], rows: readonly (readonly string[])[]): void {
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

/** The columns {@link measureInterleaved}'s cells fill, after a row's own names. */
export const LATENCY_COLUMNS = [
  'matches',
  'results / size',
  'HTTP p50 / p95 ms',
  'SQL floor p50 / p95 ms',
  'statements',
  'HTTP p95 ÷ floor p95',
] as const;

/**
 * Times a search (one or more HTTP calls) interleaved with its floor: after three warm-ups, one call is recorded
 * (every statement the server ran for it), then `runs` times the call and the recorded statements replayed raw.
 * Answers the cells of {@link LATENCY_COLUMNS}.
 */
export async function measureInterleaved(
  server: BenchServer,
  call: () => Promise<readonly Answer[]>,
  runs: number,
): Promise<string[]> {
  for (let i = 0; i < 3; i += 1) await call();
  await server.ask({ kind: 'record' });
  const sample = await call();
  const recorded = await server.ask({ kind: 'recorded' });
  if (recorded.kind !== 'recorded') throw new Error('no statements');
  const http: number[] = [];
  const floor: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    http.push((await call()).reduce((sum, answer) => sum + answer.ms, 0));
    const replayed = await server.ask({ kind: 'floor', statements: recorded.statements });
    if (replayed.kind === 'floor') floor.push(replayed.ms);
  }
  const h = stats(http);
  const s = stats(floor);
  const f = (n: number) => n.toFixed(1);
  const first = sample[0]!;
  const bytes = sample.reduce((sum, answer) => sum + answer.bytes, 0);
  return [
    String(first.total ?? ''),
    `${first.results ?? 0} / ${(bytes / 1024).toFixed(0)} KB`,
    `${f(h.p50)} / ${f(h.p95)}`,
    `${f(s.p50)} / ${f(s.p95)}`,
    String(recorded.statements.length),
    (h.p95 / s.p95).toFixed(2),
  ];
}
