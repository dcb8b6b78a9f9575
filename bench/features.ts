// Benchmark (issue 15): hosted feature layers. N generated points in a layer (100k on the embedded PGlite, 1M on
// PostgreSQL with DATABASE_URL), queried over HTTP on 127.0.0.1 through the feature service — where + envelope + a
// page, count only, grouped statistics — each beside the same SQL run straight through the repository (the floor) and
// the ratio of the two (budget ≤ 1.5×). Then a generated CSV (BENCH_CSV_MB, 100 MB by default) published by the job
// handler: rows per second and the process's peak resident memory while it runs (budget: < 1 GB embedded).
//
//   npm run bench:features            (BENCH_POINTS, BENCH_RUNS=40, BENCH_CSV_MB=100)
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { sql } from 'kysely';
import { createApp } from '../apps/server/src/app.ts';
import { readConfig } from '../apps/server/src/config/config.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { findFeatureLayers } from '../apps/server/src/db/repositories/featureLayerRepository.ts';
import {
  countFeatureRows,
  featureStatistics,
  queryFeatureRows,
} from '../apps/server/src/db/repositories/featureRowRepository.ts';
import { writeItemFile } from '../apps/server/src/db/repositories/itemFileRepository.ts';
import { insertJob } from '../apps/server/src/db/repositories/jobRepository.ts';
import { withObjectId } from '../apps/server/src/db/LayerField.ts';
import { publishItemJob } from '../apps/server/src/features/publish/publishItemJob.ts';
import { compileWhere } from '../apps/server/src/features/where/compileWhere.ts';
import { parseWhere } from '../apps/server/src/features/where/parseWhere.ts';
import { createLogger } from '../apps/server/src/log/logger.ts';
import { demoItemId } from '../apps/server/src/seed/demoItemId.ts';
import { seedDemoWhenEmpty } from '../apps/server/src/seed/seedDemo.ts';
import { openBenchDatabase } from './support/benchDatabase.ts';
import { loadBenchTrees } from './support/benchTrees.ts';
import { stats, time } from './support/timing.ts';

const DATABASE_URL = process.env.DATABASE_URL;
const POINTS = Number(process.env.BENCH_POINTS ?? (DATABASE_URL ? 1_000_000 : 100_000));
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const CSV_MB = Number(process.env.BENCH_CSV_MB ?? 100);
const NOW = Date.UTC(2026, 0, 1);
const CONDITIONS = ['Excellent', 'Good', 'Fair', 'Poor', 'Dead'];

async function* csvBytes(megabytes: number): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  yield encoder.encode('Tree ID,Species,Condition,DBH,Planted,Longitude,Latitude,Address\n');
  let written = 0;
  let id = 0;
  while (written < megabytes * 1024 * 1024) {
    const lines: string[] = [];
    for (let i = 0; i < 2000; i++) {
      id++;
      lines.push(
        `${id},Quercus agrifolia,${CONDITIONS[id % 5]},${(id % 400) / 10},2019-0${1 + (id % 9)}-1${id % 10},${(-118 + (id % 1000) / 500).toFixed(5)},${(33 + (id % 997) / 500).toFixed(5)},"${100 + (id % 9000)} Magnolia Ave, Riverside"`,
      );
    }
    const chunk = encoder.encode(`${lines.join('\n')}\n`);
    written += chunk.length;
    yield chunk;
  }
}

async function main(): Promise<void> {
  const { handle, drop } = await openBenchDatabase({ postgresUrl: process.env.DATABASE_URL, embedded: 'disk' });
  const db = handle.db;
  await migrateToLatest(db);
  await seedDemoWhenEmpty(db, { password: 'bench-password-1', now: () => NOW });
  const itemId = demoItemId('riverside', 'air-quality');
  const loadSeconds = await loadBenchTrees(db, {
    itemId: demoItemId('riverside', 'noise-complaints'),
    title: 'Bench Points',
    count: POINTS,
    seed: 42,
    now: NOW,
  });
  console.log(`loaded ${POINTS} points in ${loadSeconds.toFixed(1)} s (${Math.round(POINTS / loadSeconds)} rows/s)`);
  const [layer] = await findFeatureLayers(db, demoItemId('riverside', 'noise-complaints'));
  if (!layer) throw new Error('no layer');
  // Fresh statistics, as autovacuum would have after a real load.
  await sql`analyze ${sql.table(layer.table_name)}`.execute(db);

  const config = readConfig({ DATA_DIR: '/tmp/plaza-bench-features', LOG_LEVEL: 'silent' });
  const app = createApp({ db, config, logger: createLogger('silent', () => undefined) });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = 600_000;
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const url = `${origin}/arcgis/rest/services/Bench_Points/FeatureServer/0/query`;

  const where = "Condition = 'Good' AND DBH > 10";
  const envelope = [-117.6, 33.6, -117.2, 34.0] as const;
  const compiled = compileWhere(parseWhere(where)!, withObjectId(layer.fields));
  const shapes: { name: string; params: Record<string, string>; floor: () => Promise<unknown> }[] = [
    {
      name: 'where + envelope + page of 100',
      params: {
        where,
        geometry: envelope.join(','),
        outFields: '*',
        resultRecordCount: '100',
        orderByFields: 'DBH DESC',
      },
      floor: () =>
        queryFeatureRows(db, layer, {
          where: compiled,
          envelope,
          columns: layer.fields,
          orderBy: [{ column: layer.fields[1]!.column, descending: true }],
          offset: 0,
          limit: 101,
          withGeometry: true,
        }),
    },
    {
      name: 'count only (where)',
      params: { where, returnCountOnly: 'true' },
      floor: () => countFeatureRows(db, layer, { where: compiled }),
    },
    {
      name: 'outStatistics by Condition',
      params: {
        where: '1=1',
        groupByFieldsForStatistics: 'Condition',
        outStatistics: JSON.stringify([
          { statisticType: 'count', onStatisticField: 'OBJECTID', outStatisticFieldName: 'n' },
          { statisticType: 'avg', onStatisticField: 'DBH', outStatisticFieldName: 'mean' },
        ]),
      },
      floor: () =>
        featureStatistics(
          db,
          layer,
          {},
          [
            { fn: 'count', column: 'objectid' },
            { fn: 'avg', column: layer.fields[1]!.column },
          ],
          [layer.fields[0]!.column],
        ),
    },
  ];
  const rows: string[][] = [];
  for (const shape of shapes) {
    const target = `${url}?${new URLSearchParams({ f: 'json', ...shape.params })}`;
    const http = async () => {
      const body = (await (await fetch(target)).json()) as { error?: unknown };
      if (body.error) throw new Error(JSON.stringify(body.error));
    };
    for (let i = 0; i < 3; i++) await http();
    const httpSamples: number[] = [];
    const floorSamples: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      httpSamples.push(await time(http));
      floorSamples.push(await time(shape.floor));
    }
    const h = stats(httpSamples);
    const f = stats(floorSamples);
    rows.push([
      shape.name,
      `${h.p50.toFixed(1)} / ${h.p95.toFixed(1)}`,
      `${f.p50.toFixed(1)} / ${f.p95.toFixed(1)}`,
      (h.p95 / f.p95).toFixed(2),
    ]);
  }
  const kind = DATABASE_URL ? 'PostgreSQL' : 'PGlite on disk';
  console.log(`\nfeature service queries, ${POINTS} points, ${kind}, ${RUNS} sequential runs per row\n`);
  console.log('| query | HTTP p50 / p95 ms | SQL floor p50 / p95 ms | p95 ÷ floor p95 |');
  console.log('|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  server.close();

  // Publishing a CSV of CSV_MB megabytes through the job handler.
  await db
    .transaction()
    .execute((trx) =>
      writeItemFile(trx, { itemId, role: 'data', path: '', contentType: 'text/csv', now: NOW }, csvBytes(CSV_MB)),
    );
  await db.updateTable('items').set({ type: 'CSV' }).where('id', '=', itemId).execute();
  const jobId = 'b'.repeat(32);
  await insertJob(db, {
    id: jobId,
    type: 'publish',
    itemId,
    owner: 'publisher_riverside',
    params: { itemId, fileType: 'csv' },
    now: NOW,
  });
  const job = await db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const started = performance.now();
  const outcome = await publishItemJob({
    db,
    job,
    logger: createLogger('silent', () => undefined),
    now: Date.now,
    report: async () => undefined,
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const published = Number(outcome.result.recordCount);
  console.log(`\npublish of a ${CSV_MB} MB CSV (${published} rows) on ${kind}\n`);
  console.log('| rows | seconds | rows/s | MB/s | peak RSS during publish |');
  console.log('|---|---|---|---|---|');
  console.log(
    `| ${published} | ${seconds.toFixed(1)} | ${Math.round(published / seconds)} | ${(CSV_MB / seconds).toFixed(1)} | ${(peak / 1024 / 1024).toFixed(0)} MB |`,
  );
  console.log(`\npeak resident memory of the process: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
  await handle.close();
  await drop();
}

await main();
