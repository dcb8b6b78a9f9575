import { getLayer, queryFeatures, type IQueryFeaturesResponse } from '@esri/arcgis-rest-feature-service';
import { ArcGISIdentityManager } from '@esri/arcgis-rest-request';
import { fetchContentEntity, portalItemSchema } from '@plaza/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoItemId } from '../seed/demoItemId.ts';
import { DEMO_LAYERS } from '../seed/demoLayers.ts';
import { bearer, signIn } from '../testing/signIn.ts';
import { TEST_PASSWORD } from '../testing/testDatabase.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { createHostedService, loadHostedRows } from './publishHostedLayers.ts';
import { signedArea } from './esriGeometryToGeoJson.ts';
import type { TestJson } from '../testing/testJson.ts';

// The hosted feature service contract (issue 15) against the demo layers on a real database: every answer is
// checked against the same computation over the generated rows, and through @esri/arcgis-rest-feature-service.
const TREES = `/arcgis/rest/services/Street_Trees/FeatureServer`;
const treeSpec = DEMO_LAYERS.find((l) => l.itemKey === 'street-trees')!;
const fieldIndex = (name: string) => treeSpec.spec.fields.findIndex((f) => f.name === name);
const trees = [...treeSpec.rows()].map((row) => ({
  id: row.objectId,
  species: row.values[fieldIndex('Species')] as string,
  dbh: row.values[fieldIndex('DBH')] as number,
  condition: row.values[fieldIndex('Condition')] as string,
  planted: row.values[fieldIndex('Planted')] as number,
  x: (row.geometry as { x: number }).x,
  y: (row.geometry as { y: number }).y,
}));

let t: TestApp;
let publisherToken: string;
const get = async (path: string, params: Record<string, string> = {}, headers: Record<string, string> = {}) => {
  const res = await t.app.request(`${path}?${new URLSearchParams(params)}`, { headers });
  expect(res.status).toBe(200);
  return (await res.json()) as TestJson;
};
const query = (params: Record<string, string>, headers?: Record<string, string>) =>
  get(`${TREES}/0/query`, params, headers);

beforeAll(async () => {
  t = await createTestApp();
  publisherToken = await signIn(t, 'publisher_riverside');
  // A small layer on a private item of the publisher's.
  const itemId = demoItemId('riverside', 'unreleased-crime-stats');
  await t.db.transaction().execute(async (trx) => {
    const [layer] = await createHostedService(trx, {
      itemId,
      title: 'Incident Statistics',
      layers: [{ name: 'Incidents', geometryType: null, fields: [{ name: 'Quarter', type: 'esriFieldTypeString' }] }],
      created: 1,
    });
    await loadHostedRows(trx, layer!, [{ objectId: 1, values: ['2025 Q4'], geometry: null, bbox: null }]);
  });
});
afterAll(async () => {
  await t?.close();
});

describe('the service, its layers and a layer', () => {
  it('describes the service and lists its layer', async () => {
    const service = await get(TREES, { f: 'json' });
    expect(service.serviceItemId).toBe(demoItemId('riverside', 'street-trees'));
    expect(service.capabilities).toBe('Query,Extract');
    expect(service.layers).toEqual([
      expect.objectContaining({ id: 0, name: 'Street Trees', geometryType: 'esriGeometryPoint' }),
    ]);
    expect(service.tables).toEqual([]);
    const all = await get(`${TREES}/layers`);
    expect(all.layers[0].fields[0]).toMatchObject({ name: 'OBJECTID', type: 'esriFieldTypeOID' });
  });

  it('describes a layer: fields, extent, capabilities and limits', async () => {
    const layer = await get(`${TREES}/0`);
    expect(layer).toMatchObject({
      id: 0,
      type: 'Feature Layer',
      geometryType: 'esriGeometryPoint',
      objectIdField: 'OBJECTID',
      capabilities: 'Query,Extract',
      maxRecordCount: 2000,
      supportedQueryFormats: 'JSON, geoJSON',
    });
    expect(layer.fields.map((f: { name: string }) => f.name)).toEqual([
      'OBJECTID',
      ...treeSpec.spec.fields.map((f) => f.name),
    ]);
    expect(layer.extent.xmin).toBeCloseTo(Math.min(...trees.map((r) => r.x)), 6);
    expect(layer.extent.ymax).toBeCloseTo(Math.max(...trees.map((r) => r.y)), 6);
    // A table is a Table, without geometry.
    const table = await get('/arcgis/rest/services/Air_Quality_Monitoring/FeatureServer/0');
    expect(table.type).toBe('Table');
    expect(table.geometryType).toBeUndefined();
  });

  it('lets pages of other sites read it (CORS, no credentials)', async () => {
    const res = await t.app.request(`${TREES}/0?f=json`, { headers: { origin: 'https://example.org' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it("points the item's url at its layer, absolute on the caller's origin", async () => {
    const item = await get(`/sharing/rest/content/items/${demoItemId('riverside', 'street-trees')}`, { f: 'json' });
    expect(item.url).toBe(`http://localhost${TREES}/0`);
  });
});

describe('query', () => {
  it('filters by where and counts what JS counts', async () => {
    const expected = trees.filter((r) => r.condition === 'Poor' && r.dbh > 10).length;
    expect(expected).toBeGreaterThan(10);
    expect(await query({ where: "Condition = 'Poor' AND DBH > 10", returnCountOnly: 'true' })).toEqual({
      count: expected,
    });
    const since = Date.UTC(2020, 0, 1);
    const planted = trees.filter((r) => r.planted >= since).length;
    expect((await query({ where: "Planted >= DATE '2020-01-01'", returnCountOnly: 'true' })).count).toBe(planted);
    const like = trees.filter((r) => r.species.startsWith('Quercus')).length;
    expect((await query({ where: "upper(Species) LIKE 'QUERCUS%'", returnCountOnly: 'true' })).count).toBe(like);
  });

  it('pages in order without overlap, saying when more rows follow', async () => {
    const page = (offset: number) =>
      query({
        where: '1=1',
        outFields: 'OBJECTID,DBH',
        orderByFields: 'DBH DESC',
        resultOffset: String(offset),
        resultRecordCount: '50',
        returnGeometry: 'false',
      });
    const first = await page(0);
    const second = await page(50);
    expect(first.exceededTransferLimit).toBe(true);
    expect(first.features).toHaveLength(50);
    const expected = [...trees]
      .sort((a, b) => b.dbh - a.dbh || a.id - b.id)
      .slice(0, 100)
      .map((r) => r.id);
    const got = [...first.features, ...second.features].map(
      (f: { attributes: { OBJECTID: number } }) => f.attributes.OBJECTID,
    );
    expect(got).toEqual(expected);
    expect(first.features[0].geometry).toBeUndefined();
    const last = await page(trees.length - 10);
    expect(last.features).toHaveLength(10);
    expect(last.exceededTransferLimit).toBe(false);
  });

  it('filters by an envelope, in WGS84 or Web Mercator, and answers ids and extents', async () => {
    const box = [-117.42, 33.92, -117.38, 33.96] as const;
    const inside = trees.filter((r) => r.x >= box[0] && r.x <= box[2] && r.y >= box[1] && r.y <= box[3]);
    expect(inside.length).toBeGreaterThan(5);
    const geometry = JSON.stringify({
      xmin: box[0],
      ymin: box[1],
      xmax: box[2],
      ymax: box[3],
      spatialReference: { wkid: 4326 },
    });
    const ids = await query({
      geometry,
      geometryType: 'esriGeometryEnvelope',
      spatialRel: 'esriSpatialRelIntersects',
      returnIdsOnly: 'true',
    });
    expect(ids).toEqual({ objectIdFieldName: 'OBJECTID', objectIds: inside.map((r) => r.id) });
    // The same box in Web Mercator metres.
    const m = (lon: number, lat: number) => [
      (lon * Math.PI * 6378137) / 180,
      6378137 * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)),
    ];
    const [x0, y0] = m(box[0], box[1]);
    const [x1, y1] = m(box[2], box[3]);
    const mercator = await query({ geometry: `${x0},${y0},${x1},${y1}`, inSR: '102100', returnCountOnly: 'true' });
    expect(mercator.count).toBe(inside.length);
    const extent = await query({ geometry, returnExtentOnly: 'true' });
    expect(extent.count).toBe(inside.length);
    expect(extent.extent.xmin).toBeCloseTo(Math.min(...inside.map((r) => r.x)), 6);
    // Features answered in Web Mercator when asked.
    const projected = await query({ objectIds: String(inside[0]!.id), outSR: '102100', outFields: '*' });
    expect(projected.spatialReference).toEqual({ wkid: 102100, latestWkid: 3857 });
    expect(projected.features[0].geometry.x).toBeCloseTo(m(inside[0]!.x, inside[0]!.y)[0]!, 0);
  });

  it('computes statistics per group', async () => {
    const body = await query({
      where: "Condition <> 'Dead'",
      groupByFieldsForStatistics: 'Condition',
      outStatistics: JSON.stringify([
        { statisticType: 'count', onStatisticField: 'OBJECTID', outStatisticFieldName: 'trees' },
        { statisticType: 'avg', onStatisticField: 'DBH', outStatisticFieldName: 'mean_dbh' },
        { statisticType: 'max', onStatisticField: 'DBH' },
      ]),
    });
    const conditions = [...new Set(trees.map((r) => r.condition))].filter((c) => c !== 'Dead').sort();
    expect(body.features.map((f: { attributes: { Condition: string } }) => f.attributes.Condition)).toEqual(conditions);
    for (const { attributes } of body.features) {
      const rows = trees.filter((r) => r.condition === attributes.Condition);
      expect(attributes.trees).toBe(rows.length);
      expect(attributes.mean_dbh).toBeCloseTo(rows.reduce((a, r) => a + r.dbh, 0) / rows.length, 6);
      expect(attributes.max_DBH).toBe(Math.max(...rows.map((r) => r.dbh)));
    }
    expect(body.fields.map((f: { name: string }) => f.name)).toEqual(['Condition', 'trees', 'mean_dbh', 'max_DBH']);
  });

  it('orders and limits statistics: the most common species first', async () => {
    const body = await query({
      groupByFieldsForStatistics: 'Species',
      outStatistics: JSON.stringify([
        { statisticType: 'count', onStatisticField: 'OBJECTID', outStatisticFieldName: 'n' },
      ]),
      orderByFields: 'n DESC',
      resultRecordCount: '3',
    });
    const counts = new Map<string, number>();
    for (const r of trees) counts.set(r.species, (counts.get(r.species) ?? 0) + 1);
    const top = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 3);
    expect(
      body.features.map((f: { attributes: { Species: string; n: number } }) => [f.attributes.Species, f.attributes.n]),
    ).toEqual(top);
  });

  it('answers GeoJSON: points, and polygons with their outer ring anticlockwise', async () => {
    const res = await t.app.request(`${TREES}/0/query?where=OBJECTID%3C4&outFields=Species&f=geojson`);
    expect(res.headers.get('content-type')).toContain('application/geo+json');
    const collection = (await res.json()) as TestJson;
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features[0]).toEqual({
      type: 'Feature',
      id: 1,
      geometry: { type: 'Point', coordinates: [trees[0]!.x, trees[0]!.y] },
      properties: { Species: trees[0]!.species },
    });
    const parks = await get('/arcgis/rest/services/Park_Boundaries/FeatureServer/0/query', {
      where: '1=1',
      f: 'geojson',
      resultRecordCount: '5',
    });
    expect(parks.features).toHaveLength(5);
    for (const park of parks.features) {
      expect(park.geometry.type).toBe('Polygon');
      expect(signedArea(park.geometry.coordinates[0])).toBeGreaterThan(0);
    }
  });

  it('answers POSTed queries as GET ones', async () => {
    const res = await t.app.request(`${TREES}/0/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ where: "Condition = 'Dead'", returnCountOnly: 'true', f: 'json' }),
    });
    expect(await res.json()).toEqual({ count: trees.filter((r) => r.condition === 'Dead').length });
  });
});

describe('bad input answers the ArcGIS error and nothing else', () => {
  const expectError = async (params: Record<string, string>, pattern: RegExp, path = `${TREES}/0/query`) => {
    const body = await get(path, params);
    expect(Object.keys(body)).toEqual(['error']);
    expect(Object.keys(body.error).sort()).toEqual(['code', 'details', 'message']);
    expect(body.error.code).toBe(400);
    expect(body.error.message).toMatch(pattern);
    return body;
  };

  it('refuses unknown fields, malformed clauses and injection attempts', async () => {
    await expectError({ where: 'Height > 3' }, /"Height" .* not a field/);
    await expectError({ where: "Species = 'Oak" }, /where:/);
    await expectError({ where: '1=1; DROP TABLE items' }, /where:/);
    await expectError({ where: "Species = 'x' OR 1=1 --" }, /where:/);
    await expectError({ where: 'Species = (SELECT password_hash FROM users)' }, /where:/);
    await expectError({ where: 'pg_sleep(10) = 1' }, /where:/);
    await expectError({ outFields: 'Species,password_hash' }, /"password_hash" is not a field/);
    await expectError({ orderByFields: 'DBH; DROP TABLE items' }, /orderByFields/);
    // Nothing was dropped: the layer still answers.
    expect((await query({ returnCountOnly: 'true' })).count).toBe(trees.length);
  });

  it('refuses out-of-range paging, wrong envelopes and unknown formats', async () => {
    await expectError({ resultRecordCount: '1000000000' }, /resultRecordCount must be a whole number from 1 to 2000/);
    await expectError({ resultOffset: '-1' }, /resultOffset/);
    await expectError({ geometry: '-117,34,-118,33' }, /xmin must not exceed xmax/);
    await expectError({ geometry: '{"xmin":1}' }, /envelope/);
    await expectError({ geometry: '1,2,3,4', inSR: '2230' }, /inSR/);
    await expectError({ geometry: '1,2,3,4', spatialRel: 'esriSpatialRelWithin' }, /spatialRel/);
    await expectError({ f: 'pbf' }, /f=pbf is not supported/);
    await expectError({ outStatistics: '[{"statisticType":"median","onStatisticField":"DBH"}]' }, /statisticType/);
    await expectError({ outStatistics: '[{"statisticType":"sum","onStatisticField":"Species"}]' }, /numeric field/);
  });

  it('answers a missing layer and a missing service', async () => {
    await expectError({}, /Layer 7 does not exist/, `${TREES}/7`);
    await expectError({ where: '1=1' }, /Layer x does not exist/, `${TREES}/x/query`);
    const missing = await get('/arcgis/rest/services/Nope/FeatureServer/0');
    expect(missing).toEqual({
      error: {
        code: 404,
        message: 'Service not found or inaccessible.',
        details: ['Service not found or inaccessible.'],
      },
    });
  });
});

describe('access follows the item', () => {
  const PRIVATE = '/arcgis/rest/services/Incident_Statistics/FeatureServer';

  it('answers a private service exactly as a missing one, except to who may read it', async () => {
    const missing = await get('/arcgis/rest/services/Nope/FeatureServer/0/query', { where: '1=1' });
    expect(await get(`${PRIVATE}/0/query`, { where: '1=1' })).toEqual(missing);
    expect(await get(PRIVATE)).toEqual(await get('/arcgis/rest/services/Nope/FeatureServer'));
    const hillcrest = await signIn(t, 'admin_hillcrest');
    expect(await get(`${PRIVATE}/0/query`, { where: '1=1' }, bearer(hillcrest))).toEqual(missing);
    const mine = await get(`${PRIVATE}/0/query`, { where: '1=1', outFields: '*' }, bearer(publisherToken));
    expect(mine.features).toEqual([{ attributes: { OBJECTID: 1, Quarter: '2025 Q4' } }]);
    // The token may also come as a parameter, as ArcGIS clients send it.
    expect((await get(`${PRIVATE}/0/query`, { returnCountOnly: 'true', token: publisherToken })).count).toBe(1);
  });

  it('answers a bad token with 498', async () => {
    const body = await get(`${TREES}/0`, { token: 'garbage' });
    expect(body.error.code).toBe(498);
  });
});

describe('@esri/arcgis-rest-feature-service against Plaza', () => {
  it('getLayer and queryFeatures read a public layer as from ArcGIS Online', async () => {
    const origin = await t.listen();
    const url = `${origin}${TREES}/0`;
    const layer = await getLayer({ url });
    expect(layer.name).toBe('Street Trees');
    expect(layer.fields?.[0]?.type).toBe('esriFieldTypeOID');
    const result = (await queryFeatures({
      url,
      where: "Condition = 'Fair'",
      outFields: ['Species', 'DBH'],
      resultRecordCount: 3,
      orderByFields: 'OBJECTID',
    })) as IQueryFeaturesResponse;
    const fair = trees.filter((r) => r.condition === 'Fair').slice(0, 3);
    expect(result.features.map((f) => f.attributes)).toEqual(fair.map((r) => ({ Species: r.species, DBH: r.dbh })));
    expect(result.features[0]!.geometry).toEqual({ x: fair[0]!.x, y: fair[0]!.y });
    const count = await queryFeatures({ url, where: "Condition = 'Fair'", returnCountOnly: true });
    expect(count).toEqual({ count: trees.filter((r) => r.condition === 'Fair').length });
  });

  it("core's fetchContentEntity reads the service's capabilities for a content entity", async () => {
    const origin = await t.listen();
    const portal = `${origin}/sharing/rest`;
    const item = portalItemSchema.parse(
      await (await fetch(`${portal}/content/items/${demoItemId('riverside', 'street-trees')}?f=json`)).json(),
    );
    const entity = await fetchContentEntity(item, { portal });
    expect(entity.extendedProps).toMatchObject({
      kind: 'service',
      serverQueryCapability: true,
      serverExtractCapability: true,
    });
    expect(entity.extendedProps.server?.serviceItemId).toBe(item.id);
    expect(entity.links.siteRelative).toBe(`/datasets/${item.id}`);
  });

  it('queryFeatures reads a private layer with a signed-in session', async () => {
    const origin = await t.listen();
    const session = await ArcGISIdentityManager.signIn({
      username: 'publisher_riverside',
      password: TEST_PASSWORD,
      portal: `${origin}/sharing/rest`,
    });
    const url = `${origin}/arcgis/rest/services/Incident_Statistics/FeatureServer/0`;
    const result = (await queryFeatures({ url, authentication: session, outFields: '*' })) as IQueryFeaturesResponse;
    expect(result.features.map((f) => f.attributes.Quarter)).toEqual(['2025 Q4']);
    await expect(queryFeatures({ url })).rejects.toMatchObject({ name: 'ArcGISRequestError' });
  });
});
