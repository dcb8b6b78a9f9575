import { migrateStatCard, resolveChart, resolveMetric, statCardMetric, type Metric } from '@plaza/core';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LAYERS } from '../seed/demoLayers.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

// Issue 20: metrics resolved by core against Plaza's hosted demo layer, checked against the same computation over the
// generated rows; a layer that does not answer in time gives "timeout" and its reason, not an exception.
const treeSpec = DEMO_LAYERS.find((l) => l.itemKey === 'street-trees')!;
const column = (name: string) => treeSpec.spec.fields.findIndex((f) => f.name === name);
const trees = [...treeSpec.rows()].map((row) => ({
  species: row.values[column('Species')] as string,
  dbh: row.values[column('DBH')] as number,
  planted: row.values[column('Planted')] as number,
  condition: row.values[column('Condition')] as string,
}));
const owner = { id: 'm', entityInfo: { id: 'i', name: 'Greener Riverside', type: 'Hub Initiative' } };

let t: TestApp;
let service: string;
let silent: http.Server;
let silentUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  service = `${await t.listen()}/arcgis/rest/services/Street_Trees/FeatureServer`;
  // A "feature service" that never answers.
  silent = http.createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  silentUrl = `http://127.0.0.1:${(silent.address() as { port: number }).port}/FeatureServer`;
});
afterAll(async () => {
  silent?.closeAllConnections();
  await new Promise((resolve) => silent?.close(resolve));
  await t?.close();
});

const card = (settings: Record<string, unknown>) =>
  migrateStatCard({ schemaVersion: 1, type: 'dynamic', cardTitle: 'x', ...settings });

describe('dynamic metrics over a hosted layer', () => {
  it('counts the trees planted in a year, as the rows say', async () => {
    const year = 2021;
    const metric = statCardMetric(
      card({
        dynamicMetric: {
          serviceUrl: service,
          layerId: 0,
          field: 'OBJECTID',
          statistic: 'count',
          allowExpressionSet: true,
          expressionSet: [
            { field: { name: 'Planted', type: 'esriFieldTypeDate' }, values: [`${year}-01-01`, `${year}-12-31`] },
          ],
        },
      }),
      owner,
    );
    const expected = trees.filter((r) => new Date(r.planted).getUTCFullYear() === year).length;
    expect(expected).toBeGreaterThan(0);
    expect(await resolveMetric(metric)).toEqual({ status: 'ok', value: expected });
  });

  it('sums and averages a number field over a species, with quotes doubled', async () => {
    const species = trees[0]!.species;
    const rows = trees.filter((r) => r.species === species);
    const dynamicMetric = (statistic: string) => ({
      serviceUrl: service,
      layerId: 0,
      field: 'DBH',
      statistic,
      allowExpressionSet: true,
      expressionSet: [{ field: { name: 'Species', type: 'esriFieldTypeString' }, values: [species, "O'Nobody"] }],
    });
    const sum = await resolveMetric(statCardMetric(card({ dynamicMetric: dynamicMetric('sum') }), owner));
    expect(sum.status).toBe('ok');
    expect(Number((sum as { value: number }).value)).toBeCloseTo(
      rows.reduce((a, r) => a + r.dbh, 0),
      4,
    );
    const avg = await resolveMetric(statCardMetric(card({ dynamicMetric: dynamicMetric('avg') }), owner));
    expect(Number((avg as { value: number }).value)).toBeCloseTo(rows.reduce((a, r) => a + r.dbh, 0) / rows.length, 4);
  });

  it('filters by a number range as metric filters write it ("(DBH) >= 20"), against the rows', async () => {
    const metric = statCardMetric(
      card({
        dynamicMetric: {
          serviceUrl: service,
          layerId: 0,
          field: 'OBJECTID',
          statistic: 'count',
          allowExpressionSet: true,
          expressionSet: [{ field: { name: 'DBH', type: 'esriFieldTypeDouble' }, values: [20, 30] }],
        },
      }),
      owner,
    );
    expect(metric.source).toMatchObject({ where: '(DBH) >= 20 AND (DBH) <= 30' });
    const expected = trees.filter((r) => r.dbh >= 20 && r.dbh <= 30).length;
    expect(expected).toBeGreaterThan(0);
    expect(await resolveMetric(metric)).toEqual({ status: 'ok', value: expected });
  });

  it('says why there is no value: a field that is not numeric, a layer that does not answer in time', async () => {
    const notNumeric = await resolveMetric(
      statCardMetric(
        card({
          dynamicMetric: {
            serviceUrl: service,
            layerId: 0,
            field: 'Species',
            statistic: 'sum',
            allowExpressionSet: false,
          },
        }),
        owner,
      ),
    );
    expect(notNumeric).toMatchObject({ status: 'failed' });
    const late = await resolveMetric(
      statCardMetric(
        card({ dynamicMetric: { serviceUrl: silentUrl, layerId: 0, field: 'X', statistic: 'count' } }),
        owner,
      ),
      { timeoutMs: 300 },
    );
    expect(late).toEqual({ status: 'timeout', reason: 'The layer did not answer within 0.3 s.' });
  });
});

describe('charts over a hosted layer', () => {
  const counted = (where?: string): Metric => ({
    id: 'c',
    name: 'Trees',
    entityInfo: owner.entityInfo,
    source: {
      type: 'service-query',
      serviceUrl: service,
      layerId: 0,
      field: 'OBJECTID',
      statistic: 'count',
      ...(where ? { where } : {}),
    },
  });

  it('counts trees planted per month of a year, each month as the rows say', async () => {
    const chart = await resolveChart({
      metric: counted(),
      chartType: 'bar',
      category: { kind: 'date', field: 'Planted', bin: 'month', from: '2024-01-01', to: '2024-12-31' },
    });
    const expected = Array.from({ length: 12 }, (_, m) => ({
      key: `2024-${String(m + 1).padStart(2, '0')}`,
      value: trees.filter((r) => {
        const day = new Date(r.planted);
        return day.getUTCFullYear() === 2024 && day.getUTCMonth() === m;
      }).length,
    }));
    expect(chart).toEqual({ status: 'ok', points: expected });
    expect(expected.reduce((a, p) => a + p.value, 0)).toBeGreaterThan(0);
  });

  it("breaks a count down by a field's most frequent values, within the metric's filter", async () => {
    const species = trees[0]!.species;
    const chart = await resolveChart({
      metric: counted(`Species <> '${species.replace(/'/g, "''")}'`),
      chartType: 'donut',
      category: { kind: 'field', field: 'Condition', limit: 3 },
    });
    const counts = new Map<string, number>();
    for (const r of trees) if (r.species !== species) counts.set(r.condition, (counts.get(r.condition) ?? 0) + 1);
    const expected = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 3);
    expect(chart).toEqual({ status: 'ok', points: expected.map(([key, value]) => ({ key, value })) });
  });

  it('says why when the layer does not answer, or a field is not one', async () => {
    const silentMetric: Metric = { ...counted(), source: { ...counted().source, serviceUrl: silentUrl } } as Metric;
    expect(
      await resolveChart(
        { metric: silentMetric, chartType: 'line', category: { kind: 'field', field: 'Condition', limit: 3 } },
        { timeoutMs: 300 },
      ),
    ).toEqual({ status: 'timeout', reason: 'The layer did not answer within 0.3 s.' });
    const unknown = await resolveChart({
      metric: counted(),
      chartType: 'bar',
      category: { kind: 'field', field: 'Nope', limit: 3 },
    });
    expect(unknown).toMatchObject({ status: 'failed' });
  });
});
