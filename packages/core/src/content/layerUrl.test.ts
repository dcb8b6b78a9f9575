import { describe, expect, it } from 'vitest';
import { isFeatureServiceType, isServiceUrl, layerIdOfUrl, layerUrlOf, serviceUrlOf } from './layerUrl.ts';
import {
  bboxToExtent,
  createExtent,
  extentToBBox,
  getExtentCenter,
  isBBox,
  isValidExtent,
  WORLD_EXTENT,
} from './extent.ts';

const SERVICE = 'https://example.org/arcgis/rest/services/Trees/FeatureServer';

describe('layer urls', () => {
  it('recognises map and feature services and their layers, in any case', () => {
    expect(isServiceUrl(SERVICE)).toBe(true);
    expect(isServiceUrl(`${SERVICE}/0`)).toBe(true);
    expect(isServiceUrl(`${SERVICE}/12/?f=json`)).toBe(true);
    expect(isServiceUrl('https://example.org/arcgis/rest/services/Base/mapserver')).toBe(true);
    expect(isServiceUrl(`${SERVICE}/0/query`)).toBe(false);
    expect(isServiceUrl('https://example.org/data.csv')).toBe(false);
    expect(isServiceUrl(null)).toBe(false);
  });

  it('reads and adds the layer number', () => {
    expect(layerIdOfUrl(`${SERVICE}/3`)).toBe(3);
    expect(layerIdOfUrl(SERVICE)).toBeUndefined();
    expect(layerUrlOf(SERVICE)).toBe(`${SERVICE}/0`);
    expect(layerUrlOf(`${SERVICE}/`, 2)).toBe(`${SERVICE}/2`);
    expect(layerUrlOf(`${SERVICE}/5`)).toBe(`${SERVICE}/5`);
    expect(() => layerUrlOf('https://example.org/x')).toThrow(/not a map or feature service/);
    expect(serviceUrlOf(`${SERVICE}/3`)).toBe(SERVICE);
    expect(serviceUrlOf(`${SERVICE}/`)).toBe(SERVICE);
    expect(serviceUrlOf(`${SERVICE}/0?f=json`)).toBe(`${SERVICE}?f=json`);
  });

  it('knows the feature service item types', () => {
    expect(isFeatureServiceType('Feature Service')).toBe(true);
    expect(isFeatureServiceType('table')).toBe(true);
    expect(isFeatureServiceType('CSV')).toBe(false);
  });
});

describe('extents', () => {
  it('converts between item extents and envelopes', () => {
    const extent = createExtent(-118, 33, -117, 34);
    expect(extentToBBox(extent)).toEqual([
      [-118, 33],
      [-117, 34],
    ]);
    expect(
      bboxToExtent([
        [-118, 33],
        [-117, 34],
      ]),
    ).toEqual(extent);
    expect(getExtentCenter(extent)).toEqual([-117.5, 33.5]);
    expect(
      getExtentCenter([
        [-118, 33],
        [-116, 35],
      ]),
    ).toEqual([-117, 34]);
  });

  it('checks shapes and validity', () => {
    expect(
      isBBox([
        [1, 2],
        [3, 4],
      ]),
    ).toBe(true);
    expect(isBBox([[1, 2], [3]])).toBe(false);
    expect(isBBox([])).toBe(false);
    expect(isValidExtent(WORLD_EXTENT)).toBe(true);
    expect(isValidExtent(createExtent(2, 0, 1, 1))).toBe(false);
    expect(isValidExtent(createExtent(-200, 0, 1, 1))).toBe(false);
    expect(isValidExtent(createExtent(-2e7, 0, 1, 1, 102100))).toBe(true);
    expect(isValidExtent({ xmin: NaN, ymin: 0, xmax: 1, ymax: 1 })).toBe(false);
    expect(isValidExtent(null)).toBe(false);
  });
});
