import { sql, type SqlBool } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findFeatureLayers,
  findVisibleFeatureService,
  insertFeatureLayer,
  insertFeatureService,
  refreshFeatureLayerSummary,
  type FeatureLayerRow,
} from '../db/repositories/featureLayerRepository.ts';
import {
  countFeatureRows,
  featureRowIds,
  featureStatistics,
  insertFeatureRows,
  queryFeatureRows,
} from '../db/repositories/featureRowRepository.ts';
import { deleteItemRow } from '../db/repositories/deleteItemRow.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import type { LayerField } from '../db/LayerField.ts';
import { compileWhere } from './where/compileWhere.ts';
import { parseWhere } from './where/parseWhere.ts';

// Hosted layer storage (issue 15) on a real database: rows in their own typed table, filtered by compiled where
// clauses and envelopes, paged, counted and summarised. Every answer is checked against the same computation in JS.
const FIELDS: LayerField[] = [
  { name: 'Species', alias: 'Species', type: 'esriFieldTypeString', column: 'c0' },
  { name: 'DBH', alias: 'Diameter', type: 'esriFieldTypeDouble', column: 'c1' },
  { name: 'Planted', alias: 'Planted', type: 'esriFieldTypeDate', column: 'c2' },
];
const SPECIES = ['Oak', 'Maple', "O'Brien Elm", 'Sycamore'];
const trees = Array.from({ length: 1200 }, (_, i) => ({
  objectId: i + 1,
  species: SPECIES[i % SPECIES.length]!,
  dbh: (i * 37) % 101,
  planted: Date.UTC(2000 + (i % 20), i % 12, 1),
  x: -117.4 + (i % 40) * 0.001,
  y: 33.95 + Math.floor(i / 40) * 0.001,
}));

let t: TestApp;
let layer: FeatureLayerRow;
const where = (clause: string) => compileWhere(parseWhere(clause)!, FIELDS);

beforeAll(async () => {
  t = await createTestApp();
  // An item without a hosted service of its own (the demo seeds layers on the datasets).
  const item = await t.db
    .selectFrom('items')
    .select('id')
    .where('id', 'not in', t.db.selectFrom('feature_services').select('item_id'))
    .limit(1)
    .executeTakeFirstOrThrow();
  await t.db.transaction().execute(async (trx) => {
    await insertFeatureService(trx, { itemId: item.id, name: 'Test_Trees', created: 1 });
    const created = await insertFeatureLayer(trx, {
      itemId: item.id,
      layerId: 0,
      name: 'Street Trees',
      geometryType: 'esriGeometryPoint',
      fields: FIELDS,
      created: 1,
    });
    await insertFeatureRows(
      trx,
      created,
      trees.map((tree) => ({
        objectId: tree.objectId,
        values: [tree.species, tree.dbh, tree.planted],
        geometry: { x: tree.x, y: tree.y },
        bbox: [tree.x, tree.y, tree.x, tree.y],
      })),
    );
    layer = await refreshFeatureLayerSummary(trx, created);
  });
});
afterAll(async () => {
  await t?.close();
});

describe('hosted layer rows', () => {
  it('keeps the count and the extent of what was loaded', async () => {
    expect(layer.record_count).toBe(trees.length);
    expect(layer.min_x).toBeCloseTo(Math.min(...trees.map((r) => r.x)));
    expect(layer.max_y).toBeCloseTo(Math.max(...trees.map((r) => r.y)));
    expect((await findVisibleFeatureService(t.db, 'test_trees', sql<SqlBool>`true`))?.item.id).toBe(layer.item_id);
    expect((await findFeatureLayers(t.db, layer.item_id)).map((l) => l.fields)).toEqual([FIELDS]);
  });

  it('counts by where clause and envelope as the data says', async () => {
    expect(
      await countFeatureRows(t.db, layer, { where: where("dbh > 50 AND species IN ('Oak', 'O''Brien Elm')") }),
    ).toBe(trees.filter((r) => r.dbh > 50 && (r.species === 'Oak' || r.species === "O'Brien Elm")).length);
    expect(
      await countFeatureRows(t.db, layer, { where: where("planted >= DATE '2015-01-01' OR species LIKE 'Syc%'") }),
    ).toBe(trees.filter((r) => r.planted >= Date.UTC(2015, 0, 1) || r.species.startsWith('Syc')).length);
    const envelope = [-117.39, 33.955, -117.38, 33.96] as const;
    expect(await countFeatureRows(t.db, layer, { envelope })).toBe(
      trees.filter((r) => r.x >= envelope[0] && r.x <= envelope[2] && r.y >= envelope[1] && r.y <= envelope[3]).length,
    );
  });

  it('keeps SQL in a value as text: nothing matches and the table is intact', async () => {
    expect(await countFeatureRows(t.db, layer, { where: where("species = 'x''; drop table items; --'") })).toBe(0);
    expect(await countFeatureRows(t.db, layer, {})).toBe(trees.length);
  });

  it('pages in the asked order with OBJECTID breaking ties, and lists ids', async () => {
    const page = await queryFeatureRows(t.db, layer, {
      where: where('dbh >= 90'),
      columns: [FIELDS[1]!],
      orderBy: [{ column: 'c1', descending: true }],
      offset: 3,
      limit: 5,
      withGeometry: true,
    });
    const expected = trees
      .filter((r) => r.dbh >= 90)
      .sort((a, b) => b.dbh - a.dbh || a.objectId - b.objectId)
      .slice(3, 8);
    expect(page.map((r) => [Number(r.objectid), r.c1])).toEqual(expected.map((r) => [r.objectId, r.dbh]));
    expect(page[0]!.shape).toEqual({ x: expected[0]!.x, y: expected[0]!.y });
    expect(await featureRowIds(t.db, layer, { where: where("species = 'Maple' AND dbh < 3") })).toEqual(
      trees.filter((r) => r.species === 'Maple' && r.dbh < 3).map((r) => r.objectId),
    );
  });

  it('summarises per group: count, average, maximum and standard deviation', async () => {
    const rows = await featureStatistics(
      t.db,
      layer,
      {},
      [
        { fn: 'count', column: 'objectid' },
        { fn: 'avg', column: 'c1' },
        { fn: 'max', column: 'c1' },
        { fn: 'stddev', column: 'c1' },
      ],
      ['c0'],
    );
    expect(rows.map((r) => r.group[0])).toEqual([...SPECIES].sort());
    for (const {
      group,
      values: [count, mean_, max, sd_],
    } of rows) {
      const values = trees.filter((r) => r.species === group[0]).map((r) => r.dbh);
      const mean = values.reduce((a, b) => a + b, 0) / values.length;
      const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1));
      expect(Number(count)).toBe(values.length);
      expect(mean_).toBeCloseTo(mean, 6);
      expect(Number(max)).toBe(Math.max(...values));
      expect(sd_).toBeCloseTo(sd, 6);
    }
  });

  it('drops the row tables with the item', async () => {
    await deleteItemRow(t.db, layer.item_id);
    expect(await findFeatureLayers(t.db, layer.item_id)).toEqual([]);
    await expect(countFeatureRows(t.db, layer, {})).rejects.toThrow();
  });
});
