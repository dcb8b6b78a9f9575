// Benchmark (issue 17): exports of a hosted layer. N generated points (1M on PostgreSQL with DATABASE_URL, 100k on the
// embedded PGlite) exported to CSV and GeoJSON by the export job handler, as the server's job loop runs it: rows per
// second, the process's peak resident memory while it runs (it must stay flat: rows are streamed), and beside each the
// floor — the same rows read straight through the repository, nothing written — with the ratio. Then the finished
// file fetched over HTTP on 127.0.0.1: time to first byte and to the last.
//
//   npm run bench:downloads            (BENCH_POINTS)
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { sql, type SqlBool } from 'kysely';
import { createApp } from '../apps/server/src/app.ts';
import { requestExport } from '../apps/server/src/commands/downloads/requestExport.ts';
import { readConfig } from '../apps/server/src/config/config.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { findFeatureLayers } from '../apps/server/src/db/repositories/featureLayerRepository.ts';
import { queryFeatureRows, type NewFeatureRow } from '../apps/server/src/db/repositories/featureRowRepository.ts';
import { claimJob } from '../apps/server/src/db/repositories/jobRepository.ts';
import { exportLayerJob } from '../apps/server/src/downloads/exportLayerJob.ts';
import { createHostedService, loadHostedRows } from '../apps/server/src/features/publishHostedLayers.ts';
import { createLogger } from '../apps/server/src/log/logger.ts';
import { demoItemId } from '../apps/server/src/seed/demoItemId.ts';
import { seedDemoWhenEmpty } from '../apps/server/src/seed/seedDemo.ts';
import { openBenchDatabase } from './support/benchDatabase.ts';
import { seededRandom } from '../apps/server/src/seed/seededRandom.ts';

const POINTS = Number(process.env.BENCH_POINTS ?? (process.env.DATABASE_URL ? 1_000_000 : 100_000));
const NOW = Date.UTC(2026, 0, 1);
const ITEM = demoItemId('riverside', 'noise-complaints');
const STATUSES = ['Issued', 'In Review', 'Finaled', 'Expired'];
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function* points(): Iterable<NewFeatureRow> {
  const rand = seededRandom(17);
  for (let i = 1; i <= POINTS; i++) {
    const x = -118 + rand() * 2;
    const y = 33 + rand() * 2;
    yield {
      objectId: i,
      values: [
        `BP-${i}`,
        STATUSES[i % 4]!,
        Math.round(rand() * 1e6) / 10,
        NOW - Math.floor(rand() * 3650) * 86_400_000,
      ],
      geometry: { x, y },
      bbox: [x, y, x, y],
    };
  }
}

/** Runs `work` while sampling resident memory; answers its seconds and the peak RSS. */
async function measured(work: () => Promise<unknown>): Promise<{ seconds: number; peak: number }> {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 25);
  const started = performance.now();
  await work();
  clearInterval(sampler);
  return { seconds: (performance.now() - started) / 1000, peak: Math.max(peak, process.memoryUsage().rss) };
}

async function main(): Promise<void> {
  const { handle, drop } = await openBenchDatabase({ postgresUrl: process.env.DATABASE_URL, embedded: 'disk' });
  const db = handle.db;
  await migrateToLatest(db);
  await seedDemoWhenEmpty(db, { password: 'bench-password-1', now: () => NOW });
  const loaded = await measured(() =>
    db.transaction().execute(async (trx) => {
      const [layer] = await createHostedService(trx, {
        itemId: ITEM,
        title: 'Bench Permits',
        layers: [
          {
            name: 'Bench Permits',
            geometryType: 'esriGeometryPoint',
            fields: [
              { name: 'Permit_No', type: 'esriFieldTypeString' },
              { name: 'Status', type: 'esriFieldTypeString' },
              { name: 'Valuation', type: 'esriFieldTypeDouble' },
              { name: 'Issued', type: 'esriFieldTypeDate' },
            ],
          },
        ],
        created: NOW,
      });
      await loadHostedRows(trx, layer!, points());
    }),
  );
  console.log(`loaded ${POINTS} points in ${loaded.seconds.toFixed(1)} s on ${handle.kind}`);
  const [layer] = await findFeatureLayers(db, ITEM);
  if (!layer) throw new Error('no layer');
  await sql`analyze ${sql.table(layer.table_name)}`.execute(db);

  // The floor: every row read a page at a time by OBJECTID, as the export reads them, and nothing written.
  const floor = await measured(async () => {
    for (let last = 0; ;) {
      const rows = await queryFeatureRows(db, layer, {
        where: sql<SqlBool>`objectid > ${last}`,
        columns: layer.fields,
        orderBy: [],
        offset: 0,
        limit: 2000,
        withGeometry: true,
      });
      if (rows.length === 0) break;
      last = Number(rows[rows.length - 1]!.objectid);
    }
  });

  const config = readConfig({ DATA_DIR: '/tmp/plaza-bench-downloads', LOG_LEVEL: 'silent' });
  const app = createApp({ db, config, logger: createLogger('silent', () => undefined) });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const logger = createLogger('silent', () => undefined);

  console.log(
    `\n${POINTS} rows, ${handle.kind}; floor (rows read straight, nothing written): ${floor.seconds.toFixed(1)} s`,
  );
  console.log(
    '\n| format | seconds | rows/s | ratio to floor | peak RSS during export | file | first byte | whole file |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const format of ['csv', 'geojson']) {
    const state = await requestExport(db, {
      itemId: ITEM,
      layer,
      format,
      filter: {},
      requestedBy: '',
      refresh: false,
      now: Date.now(),
    });
    const job = await claimJob(db, 'bench', Date.now(), 3_600_000);
    if (!job || job.id !== state.job_id) throw new Error('the export job was not claimed');
    let result: Record<string, unknown> = {};
    const run = await measured(async () => {
      const done = await exportLayerJob({ db, job, logger, now: Date.now, report: async () => undefined });
      result = done.result;
    });
    await db
      .updateTable('jobs')
      .set({ status: 'completed', result: JSON.stringify(result), updated: Date.now() })
      .where('id', '=', job.id)
      .execute();
    const started = performance.now();
    const res = await fetch(`${origin}/api/download/v1/files/${state.id}`);
    const reader = res.body!.getReader();
    let first = 0;
    let bytes = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (first === 0) first = performance.now() - started;
      bytes += value.length;
    }
    const whole = performance.now() - started;
    console.log(
      `| ${format} | ${run.seconds.toFixed(1)} | ${Math.round(POINTS / run.seconds)} | ${(run.seconds / floor.seconds).toFixed(1)}× | ${mb(run.peak)} | ${mb(bytes)} | ${first.toFixed(0)} ms | ${(whole / 1000).toFixed(1)} s |`,
    );
  }
  console.log(`\npeak resident memory of the process: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
  server.close();
  await handle.close();
  await drop();
}

await main();
