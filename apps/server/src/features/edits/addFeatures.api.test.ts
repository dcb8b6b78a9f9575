import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// addFeatures on a hosted layer (issue 21's submissions build on it): the ArcGIS REST contract, all or none, for those
// who manage the service item; each bad feature refused with where it went wrong.
const TREES = '/arcgis/rest/services/Street_Trees/FeatureServer/0';
const LANES = '/arcgis/rest/services/Bike_Lanes_and_Trails/FeatureServer/0';
let t: TestApp;
let publisher: string;
let member: string;

beforeAll(async () => {
  t = await createTestApp();
  publisher = await signIn(t, 'publisher_riverside');
  member = await signIn(t, 'user_riverside');
});
afterAll(async () => {
  await t?.close();
});

async function add(layer: string, features: unknown, token?: string) {
  const res = await t.app.request(`${layer}/addFeatures`, {
    method: 'POST',
    headers: token ? bearer(token) : {},
    body: new URLSearchParams({
      f: 'json',
      features: typeof features === 'string' ? features : JSON.stringify(features),
    }),
  });
  return (await res.json()) as Record<string, unknown>;
}

async function layerInfo(layer: string) {
  const res = await t.app.request(`${layer}/query?f=json&where=1%3D1&returnCountOnly=true`);
  return ((await res.json()) as { count: number }).count;
}

describe('addFeatures', () => {
  it('adds points with their attributes, numbered after the last, readable by a query', async () => {
    const before = await layerInfo(TREES);
    const answer = await add(
      TREES,
      [
        {
          attributes: { Species: 'Quercus agrifolia', Height_ft: 12, Planted: Date.UTC(2026, 10, 1) },
          geometry: { x: -117.39, y: 33.95 },
        },
        // Web Mercator, as map clients send it: stored in WGS84.
        {
          attributes: { species: 'Platanus racemosa' },
          geometry: { x: -13068000, y: 4021000, spatialReference: { wkid: 102100 } },
        },
      ],
      publisher,
    );
    const results = answer.addResults as { objectId: number; success: boolean }[];
    expect(results.map((r) => r.success)).toEqual([true, true]);
    expect(results[1]!.objectId).toBe(results[0]!.objectId + 1);
    expect(await layerInfo(TREES)).toBe(before + 2);
    const res = await t.app.request(
      `${TREES}/query?f=json&outFields=Species,Height_ft&where=${encodeURIComponent(`OBJECTID=${results[1]!.objectId}`)}`,
    );
    const body = (await res.json()) as {
      features: { attributes: Record<string, unknown>; geometry: { x: number; y: number } }[];
    };
    expect(body.features[0]!.attributes).toMatchObject({ Species: 'Platanus racemosa', Height_ft: null });
    expect(body.features[0]!.geometry.x).toBeCloseTo(-117.39, 1);
    expect(body.features[0]!.geometry.y).toBeCloseTo(33.9, 1);
  });

  it('adds a line to a polyline layer', async () => {
    const answer = await add(
      LANES,
      [
        {
          attributes: { Name: 'New path', Miles: 0.4 },
          geometry: {
            paths: [
              [
                [-117.4, 33.95],
                [-117.39, 33.96],
              ],
            ],
          },
        },
      ],
      publisher,
    );
    expect((answer.addResults as { success: boolean }[])[0]!.success).toBe(true);
  });

  it('refuses each bad feature with where it went wrong, and adds none of the call', async () => {
    const before = await layerInfo(TREES);
    const good = { attributes: { Species: 'ok' }, geometry: { x: -117.39, y: 33.95 } };
    const cases: [unknown, RegExp][] = [
      ['not json', /JSON array/],
      [[], /at least one feature/],
      [Array.from({ length: 1001 }, () => good), /at most 1000/],
      [[good, { attributes: { Colour: 'red' }, geometry: { x: 0, y: 0 } }], /Feature 1: the layer has no field Colour/],
      [
        [good, { attributes: { Height_ft: 'tall' }, geometry: { x: 0, y: 0 } }],
        /Feature 1: Height_ft must be a whole number/,
      ],
      [[{ attributes: { Species: 'x'.repeat(81) }, geometry: { x: 0, y: 0 } }], /at most 80 characters/],
      [[{ attributes: {}, geometry: { x: 500, y: 0 } }], /outside the globe/],
      [
        [
          {
            attributes: {},
            geometry: {
              paths: [
                [
                  [0, 0],
                  [1, 1],
                ],
              ],
            },
          },
        ],
        /a point needs numbers x and y/,
      ],
      [[{ attributes: {} }], /needs a geometry/],
      [
        [{ attributes: {}, geometry: { x: 0, y: 0, spatialReference: { wkid: 2230 } } }],
        /WGS84 \(4326\) or Web Mercator/,
      ],
    ];
    for (const [features, message] of cases) {
      const answer = await add(TREES, features, publisher);
      expect(answer).toMatchObject({ error: { code: 400 } });
      expect((answer.error as { message: string }).message).toMatch(message);
    }
    expect(await layerInfo(TREES)).toBe(before);
  });

  it('is for those who manage the service item', async () => {
    const good = [{ attributes: { Species: 'ok' }, geometry: { x: -117.39, y: 33.95 } }];
    expect(await add(TREES, good)).toMatchObject({ error: { code: 403 } });
    expect(await add(TREES, good, member)).toMatchObject({ error: { code: 403 } });
    expect(await add('/arcgis/rest/services/Nowhere/FeatureServer/0', good, publisher)).toMatchObject({
      error: { code: 404 },
    });
  });
});
