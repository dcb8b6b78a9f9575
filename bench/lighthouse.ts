// Benchmark: Lighthouse 12 on the public pages a visitor opens first — a site's home, a catalog search, a dataset
// page, an initiative's page, an event's page and a web map's item page — in Debian's Chromium, mobile emulation with Lighthouse's default simulated throttling. Prints a table of
// the category scores and the metrics behind performance, with the machine's load average (1 minute) when each page was
// measured: simulated throttling scales the CPU work it observed, so a busy machine scores lower. Not a test: the goal
// is ≥ 95 performance (issue 42) and ≥ 95 accessibility (PRODUCT.md "Quality bars"); the script each page loads
// first is kept within a budget by a test (apps/server/src/ssr/scriptBudget.test.ts).
//
//   node --import tsx bench/lighthouse.ts
//     starts Plaza (npm start's script) on BENCH_PORT (default 4399) with a fresh data folder, seeds the demo, runs
//     BENCH_RUNS (default 1) Lighthouse runs per page and reports the median, then stops the server it started.
//   BENCH_URL=http://localhost:3000 node --import tsx bench/lighthouse.ts
//     measures a server that is already running (the demo sites must exist on it).
//   BENCH_REPORT_DIR=/tmp/lh  also writes each page's full Lighthouse report (JSON) there.
//   BENCH_PAGES=initiative,dataset  measures only the pages so named (default: all six: site, search, dataset,
//     initiative, event, map).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { demoItemId } from '../apps/server/src/seed/demoItemId.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4399);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

interface PageResult {
  readonly scores: Record<(typeof CATEGORIES)[number], number>;
  readonly metrics: Record<(typeof METRICS)[number][1], string>;
  readonly numericMetrics: Record<(typeof METRICS)[number][1], number>;
  readonly transferKb: number;
  /** Of which scripts (as sent: compressed). */
  readonly scriptKb: number;
  /** Lighthouse's measure of this machine's CPU speed while it ran (higher is faster). */
  readonly benchmarkIndex: number;
  /** The machine's 1-minute load average when the run ended. */
  readonly load: number;
}

async function main(): Promise<void> {
  const started = process.env.BENCH_URL ? undefined : await startPlaza();
  const base = process.env.BENCH_URL ?? `http://localhost:${PORT}`;
  const port = new URL(base).port || '80';
  const site = `http://data-riverside.localhost:${port}`;
  const allPages: [string, string][] = [
    ['site home', `${site}/`],
    ['search', `${site}/search?q=parks`],
    ['dataset', `${site}/datasets/riverside::street-trees`],
    ['initiative', `${site}/initiatives/riverside::greener-riverside`],
    // An event's page is /events/{title}-{id}; the demo's ids are the same on every machine.
    [
      'event',
      `${site}/events/river-restoration-workshop-${demoItemId('riverside', 'event-river-restoration-workshop')}`,
    ],
    ['map', `${site}/maps/riverside::parks-map`],
  ];
  const wanted = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
  const pages = wanted ? allPages.filter(([name]) => wanted.includes(name.split(' ')[0]!)) : allPages;
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plaza-lighthouse-'));
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, userDataDir });
  try {
    const rows: [string, PageResult][] = [];
    for (const [name, url] of pages) {
      const runs: PageResult[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await auditWithRetry(url, chrome.port));
      rows.push([name, median(runs)]);
    }
    printTable(rows);
  } finally {
    await chrome.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true });
    if (started) await stopPlaza(started);
  }
}

/** Lighthouse's trace recording fails now and then (NO_NAVSTART) on a loaded machine: one more try, then give up. */
async function auditWithRetry(url: string, port: number): Promise<PageResult> {
  try {
    return await audit(url, port);
  } catch (error) {
    if (!(error instanceof Error && error.message.includes('NO_NAVSTART'))) throw error;
    process.stderr.write(`Lighthouse could not record ${url} (NO_NAVSTART); trying once more.\n`);
    return audit(url, port);
  }
}

async function audit(url: string, port: number): Promise<PageResult> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
  const { lhr } = result;
  const reportDir = process.env.BENCH_REPORT_DIR;
  if (reportDir) {
    fs.mkdirSync(reportDir, { recursive: true });
    fs.writeFileSync(
      path.join(reportDir, `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || 'home'}.json`),
      JSON.stringify(lhr),
    );
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((key) => [key, Math.round((lhr.categories[key]?.score ?? 0) * 100)]),
  ) as PageResult['scores'];
  const metrics = Object.fromEntries(
    METRICS.map(([id, label]) => [label, lhr.audits[id]?.displayValue ?? '?']),
  ) as PageResult['metrics'];
  const numericMetrics = Object.fromEntries(
    METRICS.map(([id, label]) => [label, lhr.audits[id]?.numericValue ?? 0]),
  ) as PageResult['numericMetrics'];
  const weight = lhr.audits['total-byte-weight']?.numericValue ?? 0;
  const resources = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  const scripts = resources?.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
  return {
    scores,
    metrics,
    numericMetrics,
    transferKb: Math.round(weight / 1024),
    scriptKb: Math.round(scripts / 1024),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    load: os.loadavg()[0]!,
  };
}

/** The run with the median performance score (its metrics belong together). */
function median(runs: readonly PageResult[]): PageResult {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function printTable(rows: readonly [string, PageResult][]): void {
  const header = [
    'page',
    'perf',
    'a11y',
    'best',
    'seo',
    ...METRICS.map(([, label]) => label),
    'weight',
    'scripts',
    'BI',
    'load',
  ];
  const lines = rows.map(([name, r]) => [
    name,
    String(r.scores.performance),
    String(r.scores.accessibility),
    String(r.scores['best-practices']),
    String(r.scores.seo),
    ...METRICS.map(([, label]) => r.metrics[label]),
    `${r.transferKb} KiB`,
    `${r.scriptKb} KiB`,
    String(r.benchmarkIndex),
    r.load.toFixed(2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: readonly string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  process.stdout.write(
    [
      `Lighthouse 12, mobile emulation, simulated throttling, median of ${RUNS} run(s) per page; ${os.cpus().length} CPUs, load = 1-minute load average`,
      format(header),
      `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
      ...lines.map(format),
      '',
    ].join('\n'),
  );
}

interface StartedPlaza {
  readonly child: ChildProcess;
  readonly dataDir: string;
}

async function startPlaza(): Promise<StartedPlaza> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plaza-bench-lighthouse-'));
  const root = path.resolve(import.meta.dirname, '..');
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Plaza exited with code ${child.exitCode} before it was ready.`);
    try {
      if ((await fetch(`http://localhost:${PORT}/healthz`)).ok) return { child, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error(`Plaza did not answer on port ${PORT} within 3 minutes.`);
}

async function stopPlaza({ child, dataDir }: StartedPlaza): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await main();
