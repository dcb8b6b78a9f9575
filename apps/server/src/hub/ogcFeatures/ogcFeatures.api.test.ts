import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoItemId } from '../../seed/demoItemId.ts';
import { DEMO_LAYERS } from '../../seed/demoLayers.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import type { TestJson } from '../../testing/testJson.ts';

// OGC API – Features over the demo layers (issue 15): collections, paged items with bbox and property filters, one
// feature, and the 400s and 404s the standard asks for.
const TREES = `${demoItemId('riverside', 'street-trees')}_0`;
const BASE = '/api/ogc/features/v1';
const spec = DEMO_LAYERS.find((l) => l.itemKey === 'street-trees')!;
const col = (name: string) => spec.spec.fields.findIndex((f) => f.name === name);
const trees = [...spec.rows()].map((r) => ({
  id: r.objectId,
  condition: r.values[col('Condition')] as string,
  ward: r.values[col('Ward')] as number,
  x: (r.geometry as { x: number }).x,
  y: (r.geometry as { y: number }).y,
}));

let t: TestApp;
const get = async (path: string) => {
  const res = await t.app.request(path);
  return { status: res.status, type: res.headers.get('content-type'), body: (await res.json()) as TestJson };
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('OGC API – Features', () => {
  it('has a landing page, conformance and the readable collections', async () => {
    const landing = await get(`${BASE}/`);
    expect(landing.body.links.map((l: { rel: string }) => l.rel)).toEqual(['self', 'conformance', 'data']);
    expect((await get(`${BASE}/conformance`)).body.conformsTo).toContain(
      'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson',
    );
    const { body } = await get(`${BASE}/collections`);
    const trees_ = body.collections.find((c: { id: string }) => c.id === TREES);
    expect(trees_).toMatchObject({ title: 'Street Trees', itemType: 'feature' });
    expect(trees_.extent.spatial.bbox[0][0]).toBeCloseTo(Math.min(...trees.map((r) => r.x)), 6);
    // Only public layers for an anonymous caller.
    expect(
      body.collections.every(
        (c: { id: string }) => !c.id.startsWith(demoItemId('riverside', 'unreleased-crime-stats')),
      ),
    ).toBe(true);
  });

  it('is readable from any site without credentials (CORS)', async () => {
    const res = await t.app.request(`${BASE}/collections`, { headers: { origin: 'https://example.org' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('pages items with numberMatched and next links', async () => {
    const first = await get(`${BASE}/collections/${TREES}/items?limit=5`);
    expect(first.type).toContain('application/geo+json');
    expect(first.body).toMatchObject({ type: 'FeatureCollection', numberMatched: trees.length, numberReturned: 5 });
    expect(first.body.features.map((f: { id: number }) => f.id)).toEqual([1, 2, 3, 4, 5]);
    const next = first.body.links.find((l: { rel: string }) => l.rel === 'next').href as string;
    const second = await get(new URL(next).pathname + new URL(next).search);
    expect(second.body.features.map((f: { id: number }) => f.id)).toEqual([6, 7, 8, 9, 10]);
    expect(second.body.links.some((l: { rel: string }) => l.rel === 'prev')).toBe(true);
    // A limit above the most is answered with the most.
    expect((await get(`${BASE}/collections/${TREES}/items?limit=999999`)).body.numberReturned).toBe(2000);
  });

  it('filters by bbox and by properties, counting what JS counts', async () => {
    const box = [-117.42, 33.92, -117.38, 33.96];
    const inBox = trees.filter((r) => r.x >= box[0]! && r.x <= box[2]! && r.y >= box[1]! && r.y <= box[3]!);
    const boxed = await get(`${BASE}/collections/${TREES}/items?bbox=${box.join(',')}&limit=1`);
    expect(boxed.body.numberMatched).toBe(inBox.length);
    const good3 = trees.filter((r) => r.condition === 'Good' && r.ward === 3);
    const filtered = await get(`${BASE}/collections/${TREES}/items?Condition=Good&Ward=3&limit=2000`);
    expect(filtered.body.numberMatched).toBe(good3.length);
    expect(filtered.body.features.map((f: { id: number }) => f.id)).toEqual(good3.map((r) => r.id));
  });

  it('answers one feature, and 404 for a missing one or a private collection', async () => {
    const one = await get(`${BASE}/collections/${TREES}/items/3`);
    expect(one.body).toMatchObject({
      type: 'Feature',
      id: 3,
      geometry: { type: 'Point', coordinates: [trees[2]!.x, trees[2]!.y] },
    });
    expect((await get(`${BASE}/collections/${TREES}/items/999999`)).status).toBe(404);
    expect((await get(`${BASE}/collections/${TREES}/items/abc`)).status).toBe(404);
    expect((await get(`${BASE}/collections/${demoItemId('riverside', 'council-draft-minutes')}_0/items`)).status).toBe(
      404,
    );
  });

  it('refuses unknown parameters and malformed values', async () => {
    for (const query of [
      'Height=3',
      'limit=0',
      'limit=x',
      'bbox=1,2,3',
      'bbox=3,0,1,1',
      'Ward=abc',
      'Planted=notadate',
      'f=xml',
      'bbox-crs=EPSG:3857',
    ]) {
      const answer = await get(`${BASE}/collections/${TREES}/items?${query}`);
      expect([query, answer.status]).toEqual([query, 400]);
      expect(answer.body.error.title).toBe('Bad Request');
    }
  });
});
