// Benchmark (issue 22): Plaza's telemetry. A table of BENCH_EVENTS events over 90 days (10M on PostgreSQL with
// DATABASE_URL, 300k on the embedded PGlite), a fifth of them on Riverside's site; then the real server (`npm start`'s
// bundle, a process of its own) is started on that database and measured from this process over 127.0.0.1:
//   1. ingest: 16 clients posting batches of 10 events as fast as they are answered, for BENCH_SECONDS — batches and
//      events a second, latency — beside /healthz under the same load; then what the queue stored and dropped;
//   2. reports: a site's last day, week and month, BENCH_RUNS each, p50 / p95, beside the same aggregate statement
//      run straight from this process (PostgreSQL only: the embedded database belongs to the server), interleaved —
//      after the finished days were rolled up (timed), as the server's upkeep does; today's events are read raw.
//
//   npm run bench:telemetry            (BENCH_EVENTS, BENCH_SECONDS, BENCH_RUNS, DATABASE_URL)
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { aggregateTelemetry } from '../apps/server/src/db/repositories/telemetryReportRepository.ts';
import { demoItemId } from '../apps/server/src/seed/demoItemId.ts';
import { seedDemoWhenEmpty } from '../apps/server/src/seed/seedDemo.ts';
import { reportWindow, type ReportRange } from '../apps/server/src/telemetry/reportWindow.ts';
import { rollFinishedDays } from '../apps/server/src/telemetry/telemetryUpkeep.ts';
import { adminQuery, randomDbName, withDatabase } from '../apps/server/src/testing/testDatabase.ts';
import { benchToken } from './support/benchServerClient.ts';
import { stats, time } from './support/timing.ts';

const POSTGRES = process.env.DATABASE_URL;
const EVENTS = Number(process.env.BENCH_EVENTS ?? (POSTGRES ? 10_000_000 : 300_000));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const CLIENTS = 16;
const PORT = 4391;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RIVERSIDE = demoItemId('riverside', 'site-open-data');
const HILLCREST = demoItemId('hillcrest', 'site-county-data');
const DAY = 86_400_000;

/** Fills the table in one statement per million rows: 90 days, a fifth on Riverside, the rest on Hillcrest. */
async function fill(handle: DatabaseHandle): Promise<number> {
  const now = Date.now();
  const started = performance.now();
  for (let from = 1; from <= EVENTS; from += 1_000_000) {
    const to = Math.min(EVENTS, from + 999_999);
    await sql`
      insert into telemetry_events (site_id, item_id, event_type, user_type, visitor_hash, session_hash, query,
                                    result_count, format, referrer_host, occurred)
      select case when g % 5 = 0 then ${RIVERSIDE} else ${HILLCREST} end,
             case when g % 3 = 0 then md5((g % 500)::text) end,
             (array['pageView','pageView','pageView','search','download','session'])[1 + g % 6],
             'anonymous',
             md5('v' || (g % 50000)::text),
             md5('s' || (g / 50)::text),
             case when g % 6 = 3 then 'query ' || (g % 200)::text end,
             case when g % 6 = 3 then g % 17 end,
             case when g % 6 = 4 then (array['csv','geojson','kml'])[1 + g % 3] end,
             case when g % 11 = 0 then 'site' || (g % 40)::text || '.example.org' end,
             ${now} - (g::bigint * ${90 * DAY}) / ${EVENTS}
      from generate_series(${from}::bigint, ${to}::bigint) as g`.execute(handle.db);
  }
  await sql`analyze telemetry_events`.execute(handle.db);
  return (performance.now() - started) / 1000;
}

function startServer(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: path.join(import.meta.dirname, '..'),
    env: { ...process.env, ...env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function waitUntilUp(): Promise<void> {
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(`${ORIGIN}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start within 2 minutes');
}

/** The child's peak resident memory (Linux). */
function peakMb(pid: number | undefined): string {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]);
    return `${Math.round(kb / 1024)} MB`;
  } catch {
    return 'n/a';
  }
}

/** CLIENTS loops calling `call` for SECONDS; answers per second and latency (ms). */
async function load(
  call: () => Promise<number>,
): Promise<{ perSecond: number; p50: number; p95: number; codes: string }> {
  const latencies: number[] = [];
  const codes = new Map<number, number>();
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const status = await call();
        latencies.push(performance.now() - started);
        codes.set(status, (codes.get(status) ?? 0) + 1);
      }
    }),
  );
  const { p50, p95 } = stats(latencies);
  return {
    perSecond: latencies.length / SECONDS,
    p50,
    p95,
    codes: [...codes].map(([code, count]) => `${code}×${count}`).join(' '),
  };
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plaza-bench-telemetry-'));
  const dbName = POSTGRES ? randomDbName('plaza_bench_telemetry') : undefined;
  if (POSTGRES) await adminQuery(POSTGRES, `create database ${dbName}`);
  const url = POSTGRES ? withDatabase(POSTGRES, dbName!) : undefined;
  const handle = await openDatabase(
    url ? { kind: 'postgres', url, maxConnections: 4 } : { kind: 'pglite', dataDir: path.join(dataDir, 'pg') },
  );
  await migrateToLatest(handle.db);
  await seedDemoWhenEmpty(handle.db, { password: 'bench-password-1' });
  const fillSeconds = await fill(handle);
  console.log(`${EVENTS.toLocaleString('en')} events on ${handle.kind} in ${fillSeconds.toFixed(0)} s`);
  // The finished days of the last month rolled up, as the server's upkeep does (a week at a time); the reports read them.
  const rollStarted = performance.now();
  let days = 0;
  for (let rolled = 1; rolled > 0; days += rolled) rolled = await rollFinishedDays(handle.db, 31, Date.now());
  const rollSeconds = (performance.now() - rollStarted) / 1000;
  console.log(
    `rolled up ${days} finished days in ${rollSeconds.toFixed(0)} s (${(rollSeconds / days).toFixed(2)} s a day)`,
  );
  // The embedded database is the server's alone once it starts; PostgreSQL is shared with the floor below.
  if (!url) await handle.close();

  const server = startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: url ?? '',
    PLAZA_DEMO_PASSWORD: 'bench-password-1',
    PLAZA_TELEMETRY_BATCHES_PER_MINUTE: '1000000',
  });
  try {
    await waitUntilUp();
    const admin = await benchToken(ORIGIN, 'admin_riverside');
    const batch = JSON.stringify({
      siteId: RIVERSIDE,
      visitorId: 'bench-visitor-0001',
      sessionId: 'bench-session-0001',
      userType: 'anonymous',
      events: Array.from({ length: 10 }, (_, i) => ({ eventType: 'pageView', path: `/datasets/${i}` })),
    });
    const ingest = () =>
      fetch(`${ORIGIN}/api/telemetry/v1/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: batch,
      }).then(async (res) => (await res.arrayBuffer(), res.status));
    const health = () => fetch(`${ORIGIN}/healthz`).then(async (res) => (await res.arrayBuffer(), res.status));

    console.log(`\n## Ingest: ${CLIENTS} clients, ${SECONDS} s each, batches of 10 (${handle.kind})\n`);
    console.log('| call | answers/s | events/s | p50 ms | p95 ms | statuses |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    const ingested = await load(ingest);
    console.log(
      `| POST /api/telemetry/v1/events | ${ingested.perSecond.toFixed(0)} | ${(ingested.perSecond * 10).toFixed(0)} | ${ingested.p50.toFixed(1)} | ${ingested.p95.toFixed(1)} | ${ingested.codes} |`,
    );
    const healthy = await load(health);
    console.log(
      `| GET /healthz (floor) | ${healthy.perSecond.toFixed(0)} | – | ${healthy.p50.toFixed(1)} | ${healthy.p95.toFixed(1)} | ${healthy.codes} |`,
    );
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const status = await fetch(`${ORIGIN}/api/telemetry/v1/status`, {
      headers: { authorization: `Bearer ${admin}` },
    }).then((res) => res.json());
    console.log(`\nqueue after the run: ${JSON.stringify(status)}`);

    console.log(
      `\n## Reports of Riverside's site (${EVENTS.toLocaleString('en')} events in the table), ${RUNS} runs\n`,
    );
    console.log('| range | rows in window | HTTP p50 | HTTP p95 | SQL floor p50 | SQL floor p95 | ratio p95 |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const range of ['day', 'week', 'month'] as ReportRange[]) {
      const window = reportWindow(range, Date.now());
      const rows = url
        ? Number(
            (
              await sql<{ n: string }>`select count(*) as n from telemetry_events
                where site_id = ${RIVERSIDE} and occurred >= ${window.from} and occurred < ${window.to}`.execute(
                handle.db,
              )
            ).rows[0]!.n,
          )
        : undefined;
      const http: number[] = [];
      const floor: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        http.push(
          await time(async () => {
            const res = await fetch(`${ORIGIN}/api/telemetry/v1/reports?siteId=${RIVERSIDE}&range=${range}`, {
              headers: { authorization: `Bearer ${admin}` },
            });
            if (!res.ok) throw new Error(`report ${range}: ${res.status}`);
            await res.json();
          }),
        );
        if (url) floor.push(await time(() => aggregateTelemetry(handle.db, { kind: 'site', id: RIVERSIDE }, window)));
      }
      const h = stats(http);
      const f = floor.length > 0 ? stats(floor) : undefined;
      console.log(
        `| ${range} | ${rows?.toLocaleString('en') ?? 'n/a'} | ${h.p50.toFixed(1)} | ${h.p95.toFixed(1)} | ${f ? f.p50.toFixed(1) : 'n/a'} | ${f ? f.p95.toFixed(1) : 'n/a'} | ${f ? `${(h.p95 / f.p95).toFixed(2)}×` : 'n/a'} |`,
      );
    }
    console.log(`\nserver peak resident memory: ${peakMb(server.pid)}; load average ${os.loadavg()[0]!.toFixed(2)}`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    if (url) await handle.close();
    if (POSTGRES) await adminQuery(POSTGRES, `drop database if exists ${dbName} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
