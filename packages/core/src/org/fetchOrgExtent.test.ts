import { afterEach, describe, expect, it, vi } from 'vitest';
import { paramsOf, stubFetchRoutes } from '../testing/stubFetchRoutes.ts';
import { fetchOrgExtent } from './fetchOrgExtent.ts';

const GEOMETRY = 'https://gis.example.org/arcgis/rest/services/Utilities/Geometry/GeometryServer';
const MERCATOR = {
  xmin: -1.3e7,
  ymin: 4e6,
  xmax: -1.2e7,
  ymax: 5e6,
  spatialReference: { wkid: 102100, latestWkid: 3857 },
};
const WORLD = { xmin: -180, ymin: -90, xmax: 180, ymax: 90, spatialReference: { wkid: 4326 } };
const self = { defaultExtent: MERCATOR, helperServices: { geometry: { url: GEOMETRY } } };

afterEach(() => vi.unstubAllGlobals());

describe('fetchOrgExtent (spec 2 §7 Geometry)', () => {
  it('projects the default extent to WGS84 with the geometry service', async () => {
    const stub = stubFetchRoutes({
      [`POST ${GEOMETRY}/project`]: () => ({ geometries: [{ xmin: -116.8, ymin: 33.7, xmax: -107.8, ymax: 40.9 }] }),
    });
    vi.stubGlobal('fetch', stub.fetch);
    expect(await fetchOrgExtent(self)).toEqual({
      xmin: -116.8,
      ymin: 33.7,
      xmax: -107.8,
      ymax: 40.9,
      spatialReference: { wkid: 4326 },
    });
    const params = paramsOf(stub.calls[0]!);
    expect(params).toMatchObject({ inSR: '3857', outSR: '4326', f: 'json', transformForward: 'false' });
    expect(JSON.parse(params.geometries!)).toEqual({ geometryType: 'esriGeometryEnvelope', geometries: [MERCATOR] });
  });

  it('is the world without a geometry service or a default extent, asking nothing', async () => {
    const stub = stubFetchRoutes({});
    vi.stubGlobal('fetch', stub.fetch);
    expect(await fetchOrgExtent({ defaultExtent: MERCATOR })).toEqual(WORLD);
    expect(await fetchOrgExtent({ helperServices: { geometry: { url: GEOMETRY } } })).toEqual(WORLD);
    expect(await fetchOrgExtent({ defaultExtent: null, helperServices: null })).toEqual(WORLD);
    expect(stub.calls).toEqual([]);
  });

  it('is the world when the projection fails or answers no envelope', async () => {
    const answers: unknown[] = [
      { error: { code: 400, message: 'Invalid spatial reference', details: [] } },
      new Response('down', { status: 502 }),
      { geometries: [] },
      { geometries: [{ xmin: 'NaN', ymin: 0, xmax: 1, ymax: 1 }] },
    ];
    for (const answer of answers) {
      vi.stubGlobal('fetch', stubFetchRoutes({ [`POST ${GEOMETRY}/project`]: () => answer }).fetch);
      expect(await fetchOrgExtent(self)).toEqual(WORLD);
    }
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('fetch failed')));
    expect(await fetchOrgExtent(self)).toEqual(WORLD);
  });
});
