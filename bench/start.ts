// Benchmark (issue 42): how long `npm start` takes to answer. Runs npm start's script (scripts/start.mjs) on the
// embedded database, N times with a fresh DATA_DIR each (a fresh start: the build check, a new database, migrations,
// the demo seed), then N times on one of those data folders (a warm start: the same steps finding everything done).
// Times from the spawn to the first 200 from /healthz and from /readyz, polled every 10 ms over HTTP on 127.0.0.1,
// and reads the process's resident memory then. Prints the machine, the load average before and after every run,
// the median, p95 and the peak. Beside the time, the CPU time the process used until /healthz: the start's own cost,
// which the load average does not change (on a machine whose load average exceeds its cores, the wall time stretches
// by roughly load / cores).
//
//   npm run bench:start                       BENCH_RUNS (3) per kind, BENCH_PORT (4421)
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadAverage, printTable } from './support/benchServerClient.ts';
import { stats } from './support/timing.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4421);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ROOT = path.resolve(import.meta.dirname, '..');
const GOAL_WARM_MS = 2000;

interface Run {
  readonly healthzMs: number;
  /** CPU time the process used until `/healthz` answered: what the start costs whatever the machine's load. */
  readonly cpuMs: number;
  readonly readyzMs: number;
  readonly rssMb: number;
  readonly peakMb: number;
  readonly load: string;
  /** The server's own account of where the time went (its `listening` log line): phase=ms. */
  readonly phases: string;
}

/** Current and peak resident set of a process, in MB, from /proc. */
function residentMb(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** User and system CPU time a process has used, in ms, from /proc (clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Milliseconds from `started` to the first 200 from `url`; throws when the process exits or a minute passes. */
async function firstOk(url: string, started: number, child: ChildProcess): Promise<number> {
  while (performance.now() - started < 60_000) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode} before ${url} answered`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${url} did not answer within a minute`);
}

async function startOnce(dataDir: string): Promise<Run> {
  const load = loadAverage();
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(PORT),
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'text',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    const healthzMs = await firstOk(`${ORIGIN}/healthz`, started, child);
    const cpu = cpuMs(child.pid!);
    const readyzMs = await firstOk(`${ORIGIN}/readyz`, started, child);
    const memory = residentMb(child.pid!);
    const listening = / INFO listening (.*)/.exec(output)?.[1] ?? '';
    const phases = listening.replace(/Ms=/g, ' ').replace(/ totalMs.*/, '');
    return { healthzMs, cpuMs: cpu, readyzMs, rssMb: memory.rss, peakMb: memory.peak, load, phases };
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
}

function summary(kind: string, runs: readonly Run[], what: 'healthzMs' | 'readyzMs' | 'cpuMs'): string[] {
  const samples = runs.map((run) => run[what]);
  const s = stats(samples);
  const sec = (ms: number) => (ms / 1000).toFixed(2);
  return [
    kind,
    { healthzMs: '/healthz', readyzMs: '/readyz', cpuMs: 'CPU until /healthz' }[what],
    runs.map((run) => sec(run[what])).join(', '),
    sec(s.p50),
    sec(s.p95),
    sec(Math.max(...samples)),
    Math.max(...runs.map((run) => run.peakMb)).toFixed(0),
  ];
}

async function main(): Promise<void> {
  const folders: string[] = [];
  const fresh: Run[] = [];
  const warm: Run[] = [];
  console.log(
    `bench:start — ${RUNS} fresh and ${RUNS} warm starts of scripts/start.mjs (npm start) on the embedded database; ` +
      `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GB, ` +
      `Node ${process.version}, ${os.platform()} ${os.release()}; load average ${loadAverage()} before`,
  );
  try {
    for (let i = 0; i < RUNS; i += 1) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plaza-bench-start-'));
      folders.push(dataDir);
      fresh.push(await startOnce(dataDir));
    }
    for (let i = 0; i < RUNS; i += 1) warm.push(await startOnce(folders[0]!));
  } finally {
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  }

  console.log('\nevery run (seconds from spawn to the first 200; load average 1 / 5 / 15 min at its spawn)\n');
  printTable(
    ['start', '/healthz s', 'CPU s', '/readyz s', 'RSS MB', 'peak RSS MB', 'load average', 'until listening, ms'],
    [...fresh.map((run) => ['fresh', run] as const), ...warm.map((run) => ['warm', run] as const)].map(
      ([kind, run]) => [
        kind,
        (run.healthzMs / 1000).toFixed(2),
        (run.cpuMs / 1000).toFixed(2),
        (run.readyzMs / 1000).toFixed(2),
        run.rssMb.toFixed(0),
        run.peakMb.toFixed(0),
        run.load,
        run.phases,
      ],
    ),
  );
  console.log(`\nsummary, load average ${loadAverage()} after\n`);
  printTable(
    ['start', 'answers', 'runs s', 'median s', 'p95 s', 'peak s', 'peak RSS MB'],
    [
      summary('fresh', fresh, 'healthzMs'),
      summary('fresh', fresh, 'cpuMs'),
      summary('fresh', fresh, 'readyzMs'),
      summary('warm', warm, 'healthzMs'),
      summary('warm', warm, 'cpuMs'),
      summary('warm', warm, 'readyzMs'),
    ],
  );
  const worstWarm = Math.max(...warm.map((run) => run.healthzMs));
  console.log(
    `\nwarm start to /healthz at most ${(worstWarm / 1000).toFixed(2)} s against a goal of ` +
      `${GOAL_WARM_MS / 1000} s: ${worstWarm <= GOAL_WARM_MS ? 'within' : 'OVER'}`,
  );
}

await main();
