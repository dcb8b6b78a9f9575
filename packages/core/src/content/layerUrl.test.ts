import { describe, expect, it } from 'vitest';
import {
  isFeatureServiceType,
  isServiceUrl,
  layerIdOfUrl,
  layerUrlOf,
  serviceTypeOfUrl,
  serviceUrlOf,
} from './layerUrl.ts';
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
  it('recognises map and feature services by a path part, in any case (spec 3 §5, the reference)', () => {
    expect(isServiceUrl(SERVICE)).toBe(true);
    expect(isServiceUrl(`${SERVICE}/0`)).toBe(true);
    expect(isServiceUrl(`${SERVICE}/12/?f=json`)).toBe(true);
    expect(isServiceUrl('https://example.org/arcgis/rest/services/Base/mapserver')).toBe(true);
    expect(isServiceUrl(`${SERVICE}/0/query`)).toBe(true);
    expect(isServiceUrl('https://example.org/arcgis/rest/services/Elevation/ImageServer')).toBe(false);
    expect(isServiceUrl('https://example.org/data.csv')).toBe(false);
    expect(isServiceUrl(null)).toBe(false);
  });

  it('reads the layer number as the reference (a last segment of digits) and adds one', () => {
    expect(layerIdOfUrl(`${SERVICE}/3`)).toBe(3);
    expect(layerIdOfUrl(SERVICE)).toBeUndefined();
    expect(layerIdOfUrl(`${SERVICE}/3/`)).toBeUndefined();
    expect(layerIdOfUrl('https://example.org/arcgis/rest/services/Elevation/ImageServer/0')).toBe(0);
    expect(serviceTypeOfUrl(`${SERVICE}/3`)).toBe('Feature Service');
    expect(serviceTypeOfUrl('https://example.org/arcgis/rest/services/Roads/mapserver')).toBe('Map Service');
    expect(serviceTypeOfUrl('https://example.org/data.csv')).toBeUndefined();
    expect(layerUrlOf(SERVICE)).toBe(`${SERVICE}/0`);
    expect(layerUrlOf(`${SERVICE}/`, 2)).toBe(`${SERVICE}/2`);
    expect(layerUrlOf(`${SERVICE}/5`)).toBe(`${SERVICE}/5`);
    expect(() => layerUrlOf('https://example.org/x')).toThrow(/not a map or feature service/);
    expect(serviceUrlOf(`${SERVICE}/3`)).toBe(SERVICE);
    expect(serviceUrlOf(`${SERVICE}/`)).toBe(SERVICE);
    expect(serviceUrlOf(`${SERVICE}/0?f=json`)).toBe(`${SERVICE}?f=json`);
    expect(serviceUrlOf(`${SERVICE}/0/query`)).toBe(SERVICE);
    expect(layerUrlOf(`${SERVICE}/4/query`)).toBe(`${SERVICE}/4`);
  });

  it('knows the feature service item type, as the reference', () => {
    expect(isFeatureServiceType('Feature Service')).toBe(true);
    expect(isFeatureServiceType('feature service')).toBe(true);
    expect(isFeatureServiceType('table')).toBe(false);
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

  it('knows the extent formats as the reference: a pair of corners, or four numeric bounds (spec 2 §5)', () => {
    expect(
      isBBox([
        [1, 2],
        [3, 4],
      ]),
    ).toBe(true);
    expect(isBBox([[1, 2], [3]])).toBe(true);
    expect(isBBox([[1, 2]])).toBe(false);
    expect(isBBox([])).toBe(false);
    expect(isValidExtent(WORLD_EXTENT)).toBe(true);
    expect(
      isValidExtent([
        [-118, 33],
        [-117, 34],
      ]),
    ).toBe(true);
    expect(isValidExtent(createExtent(2, 0, 1, 1))).toBe(true);
    expect(isValidExtent({ xmin: 0, ymin: 0, xmax: 1 })).toBe(false);
    expect(isValidExtent({ xmin: '1', ymin: 0, xmax: 1, ymax: 1 })).toBe(false);
    expect(isValidExtent(null)).toBe(false);
  });
});
