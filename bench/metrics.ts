// Benchmark (issue 20): a page with six dynamic stat cards over a layer of N generated points (100k on the embedded
// PGlite, 1M on PostgreSQL with DATABASE_URL). A "render" resolves the six metrics in parallel through core's
// `resolveMetric` over HTTP on 127.0.0.1, as a page's loader does — cold (the statistics cache emptied first) and warm
// (answers kept by the layer's data version, ADR 0160) — beside the same six statistics run straight through the
// repository (the floor). Prints p50 / p95 and the ratio of each to the floor.
//
//   npm run bench:metrics            (BENCH_POINTS, BENCH_RUNS=30)
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { buildMetricWhere, resolveMetric, type Metric, type MetricExpression } from '@plaza/core';
import { sql } from 'kysely';
import { createApp } from '../apps/server/src/app.ts';
import { readConfig } from '../apps/server/src/config/config.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { findFeatureLayers } from '../apps/server/src/db/repositories/featureLayerRepository.ts';
import { featureStatistics } from '../apps/server/src/db/repositories/featureRowRepository.ts';
import { withObjectId } from '../apps/server/src/db/LayerField.ts';
import { statisticsCacheOf } from '../apps/server/src/features/statisticsCache.ts';
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
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const NOW = Date.UTC(2026, 0, 1);

/** The six cards: what each asks (statistic, field, filters). */
const CARDS: {
  name: string;
  statistic: 'count' | 'sum' | 'avg' | 'max';
  field: string;
  filters: MetricExpression[];
}[] = [
  {
    name: 'planted in 2025',
    statistic: 'count',
    field: 'OBJECTID',
    filters: [{ field: { name: 'Planted', type: 'esriFieldTypeDate' }, values: ['2025-01-01', '2025-12-31'] }],
  },
  { name: 'all trees', statistic: 'count', field: 'OBJECTID', filters: [] },
  {
    name: 'healthy trunk sum',
    statistic: 'sum',
    field: 'DBH',
    filters: [{ field: { name: 'Condition', type: 'esriFieldTypeString' }, values: ['Good', 'Excellent'] }],
  },
  { name: 'mean trunk', statistic: 'avg', field: 'DBH', filters: [] },
  {
    name: 'largest dead',
    statistic: 'max',
    field: 'DBH',
    filters: [{ field: { name: 'Condition', type: 'esriFieldTypeString' }, values: ['Dead'] }],
  },
  {
    name: 'planted since 2020, trunk ≥ 20',
    statistic: 'count',
    field: 'OBJECTID',
    filters: [
      { field: { name: 'Planted', type: 'esriFieldTypeDate' }, values: ['2020-01-01'] },
      { field: { name: 'DBH', type: 'esriFieldTypeDouble' }, values: [20] },
    ],
  },
];

async function main(): Promise<void> {
  const { handle, drop } = await openBenchDatabase({ postgresUrl: DATABASE_URL, embedded: 'disk' });
  const db = handle.db;
  await migrateToLatest(db);
  await seedDemoWhenEmpty(db, { password: 'bench-password-1', now: () => NOW });
  const itemId = demoItemId('riverside', 'noise-complaints');
  const seconds = await loadBenchTrees(db, { itemId, title: 'Bench Trees', count: POINTS, seed: 7, now: NOW });
  console.log(`loaded ${POINTS} points in ${seconds.toFixed(1)} s`);
  const [layer] = await findFeatureLayers(db, itemId);
  if (!layer) throw new Error('no layer');
  await sql`analyze ${sql.table(layer.table_name)}`.execute(db);

  const config = readConfig({ DATA_DIR: '/tmp/plaza-bench-metrics', LOG_LEVEL: 'silent' });
  const app = createApp({ db, config, logger: createLogger('silent', () => undefined) });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = 600_000;
  const serviceUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/arcgis/rest/services/Bench_Trees/FeatureServer`;

  const metrics: Metric[] = CARDS.map((card, i) => ({
    id: `card-${i}`,
    name: card.name,
    entityInfo: { id: '', name: '', type: '' },
    source: {
      type: 'service-query',
      serviceUrl,
      layerId: 0,
      field: card.field,
      statistic: card.statistic,
      where: buildMetricWhere(card.filters),
    },
  }));
  const fields = withObjectId(layer.fields);
  const column = (name: string) => fields.find((f) => f.name === name)!.column;
  const floors = CARDS.map((card) => {
    const where = buildMetricWhere(card.filters);
    const compiled = where === '1=1' ? undefined : compileWhere(parseWhere(where)!, fields);
    return () =>
      featureStatistics(
        db,
        layer,
        compiled ? { where: compiled } : {},
        [{ fn: card.statistic, column: column(card.field) }],
        [],
      );
  });
  const render = async () => {
    const values = await Promise.all(metrics.map((metric) => resolveMetric(metric, { timeoutMs: 60_000 })));
    const failed = values.find((v) => v.status !== 'ok');
    if (failed) throw new Error(JSON.stringify(failed));
  };
  const cache = statisticsCacheOf(db);
  for (let i = 0; i < 2; i++) {
    cache.clear();
    await render();
  }
  const cold: number[] = [];
  const warm: number[] = [];
  const floor: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    cache.clear();
    cold.push(await time(render));
    warm.push(await time(render));
    floor.push(await time(() => Promise.all(floors.map((run) => run()))));
  }
  const f = stats(floor);
  const kind = DATABASE_URL ? 'PostgreSQL' : 'PGlite on disk';
  console.log(`\nsix dynamic stat cards over ${POINTS} points, ${kind}, ${RUNS} renders each\n`);
  console.log('| render | p50 / p95 ms | p95 ÷ direct p95 |');
  console.log('|---|---|---|');
  for (const [name, samples] of [
    ['cold (cache emptied)', cold],
    ['warm (kept by data version)', warm],
    ['the six statistics straight in SQL', floor],
  ] as const) {
    const s = stats(samples);
    console.log(`| ${name} | ${s.p50.toFixed(1)} / ${s.p95.toFixed(1)} | ${(s.p95 / f.p95).toFixed(2)} |`);
  }
  console.log(`\npeak resident memory of the process: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
  server.close();
  await handle.close();
  await drop();
}

await main();
