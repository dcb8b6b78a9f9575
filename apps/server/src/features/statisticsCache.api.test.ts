import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFeatureLayers } from '../db/repositories/featureLayerRepository.ts';
import { insertFeatureRows } from '../db/repositories/featureRowRepository.ts';
import { demoItemId } from '../seed/demoItemId.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { statisticsCacheOf } from './statisticsCache.ts';

// Issue 20 (ADR 0160): statistics are kept in memory keyed by the layer's data version — asked twice, computed once;
// once the rows change, the next answer is computed over the new rows.
let t: TestApp;
let origin: string;
const itemId = demoItemId('riverside', 'street-trees');
const LAYER = '/arcgis/rest/services/Street_Trees/FeatureServer/0/query';

beforeAll(async () => {
  t = await createTestApp();
  origin = await t.listen();
});
afterAll(() => t?.close());

async function countOf(condition: string): Promise<number> {
  const params = new URLSearchParams({
    f: 'json',
    where: `Condition = '${condition}'`,
    outStatistics: JSON.stringify([
      { statisticType: 'count', onStatisticField: 'OBJECTID', outStatisticFieldName: 'n' },
    ]),
  });
  const response = await fetch(`${origin}${LAYER}?${params}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { features: { attributes: { n: number } }[] };
  return body.features[0]!.attributes.n;
}

describe('statistics kept by data version', () => {
  it('answers a repeated statistics query from memory, and a changed layer from its new rows', async () => {
    const cache = statisticsCacheOf(t.db);
    const before = await countOf('Good');
    const kept = cache.size;
    expect(kept).toBeGreaterThan(0);
    expect(await countOf('Good')).toBe(before);
    expect(cache.size).toBe(kept);

    const [layer] = await findFeatureLayers(t.db, itemId);
    await insertFeatureRows(
      t.db,
      layer!,
      [1, 2, 3].map((n) => ({
        objectId: 9_000_000 + n,
        values: layer!.fields.map((f) => (f.name === 'Condition' ? 'Good' : null)),
        geometry: { x: -117.4, y: 33.95 },
        bbox: [-117.4, 33.95, -117.4, 33.95] as [number, number, number, number],
      })),
    );
    const [after] = await findFeatureLayers(t.db, itemId);
    expect(after!.data_version).toBe(layer!.data_version + 1);
    expect(await countOf('Good')).toBe(before + 3);
  });

  it('keeps only small answers: a breakdown by a field with thousands of values is computed each time', async () => {
    const cache = statisticsCacheOf(t.db);
    const before = cache.size;
    const params = new URLSearchParams({
      f: 'json',
      where: '1=1',
      groupByFieldsForStatistics: 'Address',
      outStatistics: JSON.stringify([
        { statisticType: 'count', onStatisticField: 'OBJECTID', outStatisticFieldName: 'n' },
      ]),
    });
    const body = (await (await fetch(`${origin}${LAYER}?${params}`)).json()) as { features: unknown[] };
    expect(body.features.length).toBeGreaterThan(100);
    expect(cache.size).toBe(before);
  });
});
