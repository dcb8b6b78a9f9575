import { fetchDatasetLayer, fetchLayerStatistics } from '@plaza/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostedService, loadHostedRows } from '../../features/publishHostedLayers.ts';
import { demoItemId } from '../../seed/demoItemId.ts';
import { DEMO_LAYERS } from '../../seed/demoLayers.ts';
import { bearer, signIn } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import type { TestJson } from '../../testing/testJson.ts';

// The datasets API (spec 2 §7) and its feature service alias (spec 3 §7) over the demo layers.
const TREES = demoItemId('riverside', 'street-trees');
const PRIVATE = demoItemId('riverside', 'unreleased-crime-stats');
const spec = DEMO_LAYERS.find((l) => l.itemKey === 'street-trees')!;
const dbh = [...spec.rows()].map((r) => r.values[spec.spec.fields.findIndex((f) => f.name === 'DBH')] as number);

let t: TestApp;
let owner: string;
const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await t.app.request(path, { headers });
  return { status: res.status, body: (await res.json()) as TestJson };
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t, 'publisher_riverside');
  await t.db.transaction().execute(async (trx) => {
    const [layer] = await createHostedService(trx, {
      itemId: PRIVATE,
      title: 'Incident Statistics',
      layers: [{ name: 'Incidents', geometryType: null, fields: [{ name: 'Count', type: 'esriFieldTypeInteger' }] }],
      created: 1,
    });
    await loadHostedRows(trx, layer!, [{ objectId: 1, values: [7], geometry: null, bbox: null }]);
  });
});
afterAll(async () => {
  await t?.close();
});

describe('/api/v3/datasets', () => {
  it('answers a dataset with its record count, extent and statistics', async () => {
    const { status, body } = await get(`/api/v3/datasets/${TREES}_0`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: `${TREES}_0`,
      type: 'dataset',
      attributes: {
        slug: 'riverside::street-trees',
        recordCount: 8000,
        boundary: 'extent',
        extent: {
          type: 'envelope',
          coordinates: [
            [-117.52, 33.85],
            [-117.28, 34.02],
          ],
        },
        searchDescription: expect.stringContaining('Every tree the city maintains'),
      },
    });
    const stats = body.data.attributes.statistics.numeric.DBH;
    expect(stats.count).toBe(dbh.length);
    expect(stats.min).toBe(Math.min(...dbh));
    expect(stats.max).toBe(Math.max(...dbh));
    expect(stats.avg).toBeCloseTo(dbh.reduce((a, b) => a + b, 0) / dbh.length, 6);
    expect(body.data.attributes.statistics.date.Planted.min).toBeGreaterThan(Date.UTC(1974, 11, 31));
  });

  it('answers only the fields asked, and finds a dataset by its slug', async () => {
    const sparse = await get(`/api/v3/datasets/${TREES}?fields[datasets]=slug,recordCount`);
    expect(sparse.body.data.attributes).toEqual({ slug: 'riverside::street-trees', recordCount: 8000 });
    const bySlug = await get('/api/v3/datasets?filter[slug]=riverside::street-trees&fields[datasets]=recordCount');
    expect(bySlug.body.data).toEqual([{ id: `${TREES}_0`, type: 'dataset', attributes: { recordCount: 8000 } }]);
    // An item without a layer has no record count.
    const pdf = await get(`/api/v3/datasets?filter[slug]=riverside::council-minutes&fields[datasets]=recordCount`);
    for (const d of pdf.body.data) expect(d.attributes.recordCount).toBeNull();
  });

  it('answers a private dataset as a missing one, except to who may read it', async () => {
    const missing = await get(`/api/v3/datasets/${'0'.repeat(32)}`);
    expect(missing.status).toBe(404);
    const hidden = await get(`/api/v3/datasets/${PRIVATE}`);
    expect(hidden).toEqual(missing);
    expect((await get(`/api/v3/datasets?filter[slug]=riverside::unreleased-crime-stats`)).body.data).toEqual([]);
    const mine = await get(`/api/v3/datasets/${PRIVATE}?fields[datasets]=recordCount`, bearer(owner));
    expect(mine.body.data.attributes).toEqual({ recordCount: 1 });
  });

  it('refuses unknown fields and a missing slug filter', async () => {
    expect((await get(`/api/v3/datasets/${TREES}?fields[datasets]=slug,password`)).status).toBe(400);
    expect((await get('/api/v3/datasets')).body.error.title).toBe('Bad Request');
  });
});

describe('the feature service alias {hub}/datasets/{id}_0/FeatureServer/0', () => {
  it('answers the layer and its queries like the service itself', async () => {
    const layer = await get(`/api/v3/datasets/${TREES}_0/FeatureServer/0`);
    expect(layer.body).toMatchObject({ name: 'Street Trees', capabilities: 'Query,Extract' });
    const count = await get(`/api/v3/datasets/${TREES}_0/FeatureServer/0/query?where=1%3D1&returnCountOnly=true`);
    expect(count.body).toEqual({ count: 8000 });
    const bad = await get(`/api/v3/datasets/${TREES}_0/FeatureServer/0/query?where=nope%3D1`);
    expect(bad.body.error).toMatchObject({ code: 400, message: expect.stringContaining('"nope"') });
    const hidden = await get(`/api/v3/datasets/${PRIVATE}_0/FeatureServer/0/query?where=1%3D1`);
    expect(hidden.body).toEqual({
      error: {
        code: 404,
        message: 'Service not found or inaccessible.',
        details: ['Service not found or inaccessible.'],
      },
    });
  });

  it("core's fetchDatasetLayer reads the layer and its count; a count that fails is Infinity with a warning", async () => {
    const origin = await t.listen();
    const read = await fetchDatasetLayer(`${origin}/arcgis/rest/services/Street_Trees/FeatureServer`);
    expect(read.url).toBe(`${origin}/arcgis/rest/services/Street_Trees/FeatureServer/0`);
    expect(read.recordCount).toBe(8000);
    expect(read.layer.fields[0]!.name).toBe('OBJECTID');
    expect(read.layers).toEqual([expect.objectContaining({ id: 0, name: 'Street Trees' })]);
    expect(read.server?.capabilities).toBe('Query,Extract');
    expect(read.warnings).toEqual([]);
    // The layer's statistics through the query endpoint equal the datasets API's.
    const statistics = await fetchLayerStatistics(read.url, read.layer.fields);
    const api = await get(`/api/v3/datasets/${TREES}?fields[datasets]=statistics`);
    expect(statistics.numeric.DBH!.max).toBe(api.body.data.attributes.statistics.numeric.DBH.max);
    expect(statistics.numeric.DBH!.avg).toBeCloseTo(api.body.data.attributes.statistics.numeric.DBH.avg, 6);
    expect(statistics.date.Planted).toEqual(api.body.data.attributes.statistics.date.Planted);
    // The same through the datasets API's alias.
    const alias = await fetchDatasetLayer(`${origin}/api/v3/datasets/${TREES}_0/FeatureServer/0`);
    expect(alias).toMatchObject({ recordCount: 8000, warnings: [], layers: read.layers });
    // A server whose layer answers but whose count query fails (a remote service we do not run).
    const http = await import('node:http');
    const remote = http.createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(
        req.url?.includes('/query')
          ? '{"error":{"code":500,"message":"Timeout","details":[]}}'
          : '{"id":0,"name":"Remote","type":"Feature Layer","fields":[]}',
      );
    });
    await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
    const port = (remote.address() as { port: number }).port;
    try {
      const failed = await fetchDatasetLayer(`http://127.0.0.1:${port}/arcgis/rest/services/Remote/FeatureServer/0`);
      expect(failed.recordCount).toBe(Infinity);
      expect(failed.warnings[0]).toMatch(/record count could not be read/);
      expect(failed.layer.name).toBe('Remote');
    } finally {
      remote.close();
    }
  });
});
