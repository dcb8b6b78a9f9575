import { getFeature } from '@esri/arcgis-rest-feature-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoItemId } from '../seed/demoItemId.ts';
import { DEMO_LAYERS } from '../seed/demoLayers.ts';
import { bearer, signIn } from '../testing/signIn.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import type { TestJson } from '../testing/testJson.ts';
import { createHostedService, loadHostedRows } from './publishHostedLayers.ts';

// Issue 44 item 8: `{layer}/{id}`, a feature by its object id, on the demo layers of a real database.
const TREES = '/arcgis/rest/services/Street_Trees/FeatureServer';
const PRIVATE = '/arcgis/rest/services/Feature_By_Id_Private/FeatureServer';
const treeSpec = DEMO_LAYERS.find((l) => l.itemKey === 'street-trees')!;
const rows = [...treeSpec.rows()];

let t: TestApp;
let publisherToken: string;

const get = async (path: string, params: Record<string, string> = {}, headers: Record<string, string> = {}) => {
  const res = await t.app.request(`${path}?${new URLSearchParams(params)}`, { headers });
  expect(res.status).toBe(200);
  return (await res.json()) as TestJson;
};

beforeAll(async () => {
  t = await createTestApp();
  publisherToken = await signIn(t, 'publisher_riverside');
  await t.db.transaction().execute(async (trx) => {
    const [layer] = await createHostedService(trx, {
      itemId: demoItemId('riverside', 'unreleased-crime-stats'),
      title: 'Feature By Id Private',
      layers: [{ name: 'Incidents', geometryType: null, fields: [{ name: 'Quarter', type: 'esriFieldTypeString' }] }],
      created: 1,
    });
    await loadHostedRows(trx, layer!, [{ objectId: 7, values: ['2025 Q4'], geometry: null, bbox: null }]);
  });
});
afterAll(async () => {
  await t?.close();
});

describe('a feature by id', () => {
  it('answers the Feature resource: every field, and the geometry in WGS84', async () => {
    const row = rows[4]!;
    const body = await get(`${TREES}/0/${row.objectId}`, { f: 'json' });
    const names = treeSpec.spec.fields.map((f) => f.name);
    expect(Object.keys(body.feature.attributes)).toEqual(['OBJECTID', ...names]);
    expect(body.feature.attributes.OBJECTID).toBe(row.objectId);
    names.forEach((name, i) => {
      const value = row.values[i];
      expect(body.feature.attributes[name]).toEqual(value === undefined ? null : value);
    });
    expect(body.feature.geometry).toEqual(row.geometry);
    // Leading zeros name the same feature.
    expect(await get(`${TREES}/0/000${row.objectId}`)).toEqual(body);
  });

  it('answers a missing feature, and one past the integer range, with the envelope’s 404', async () => {
    const missing = await get(`${TREES}/0/999999`);
    expect(missing).toEqual({
      error: {
        code: 404,
        message: 'Feature 999999 does not exist in this layer.',
        details: ['Feature 999999 does not exist in this layer.'],
      },
    });
    expect((await get(`${TREES}/0/99999999999999999999999`)).error.code).toBe(404);
    expect((await get(`${TREES}/7/1`)).error).toMatchObject({
      code: 400,
      message: 'Layer 7 does not exist in this service.',
    });
    expect((await get(`${TREES}/0/1`, { f: 'geojson' })).error).toMatchObject({
      code: 400,
      message: 'f=geojson is not supported here: use json.',
    });
    // Not a number: still not a route.
    expect((await get(`${TREES}/0/abc`)).error).toMatchObject({ code: 400, message: 'Invalid URL' });
  });

  it('follows the service item’s sharing: a private feature answers as a missing service to others', async () => {
    const other = await get('/arcgis/rest/services/Nope/FeatureServer/0/1');
    expect(await get(`${PRIVATE}/0/7`)).toEqual(other);
    const hillcrest = await signIn(t, 'admin_hillcrest');
    expect(await get(`${PRIVATE}/0/7`, {}, bearer(hillcrest))).toEqual(other);
    expect(await get(`${PRIVATE}/0/7`, {}, bearer(publisherToken))).toEqual({
      feature: { attributes: { OBJECTID: 7, Quarter: '2025 Q4' } },
    });
  });

  it('is what @esri/arcgis-rest-feature-service getFeature reads', async () => {
    const origin = await t.listen();
    const row = rows[0]!;
    const feature = await getFeature({ url: `${origin}${TREES}/0`, id: row.objectId });
    expect(feature.attributes.OBJECTID).toBe(row.objectId);
    expect(feature.geometry).toEqual(row.geometry);
  });
});
