import { describe, expect, it } from 'vitest';
import { WORLD_EXTENT } from '../content/extent.ts';
import { EXTENT_EXPANSION_FACTOR, expandExtent } from './expandExtent.ts';

describe('expandExtent', () => {
  it('grows an extent 1.5 times about its centre by default (spec 2 §9)', () => {
    expect(EXTENT_EXPANSION_FACTOR).toBe(1.5);
    expect(expandExtent({ xmin: 0, ymin: 0, xmax: 10, ymax: 20, spatialReference: { wkid: 4326 } })).toEqual({
      xmin: -2.5,
      ymin: -5,
      xmax: 12.5,
      ymax: 25,
      spatialReference: { wkid: 4326 },
    });
    expect(expandExtent({ xmin: 0, ymin: 0, xmax: 10, ymax: 10 }, 2)).toEqual({
      xmin: -5,
      ymin: -5,
      xmax: 15,
      ymax: 15,
    });
  });

  it('stays inside the world in WGS84: the world expands to itself', () => {
    expect(expandExtent(WORLD_EXTENT)).toEqual({ ...WORLD_EXTENT, spatialReference: { wkid: 4326 } });
    expect(expandExtent({ xmin: 170, ymin: 80, xmax: 179, ymax: 89 })).toEqual({
      xmin: 167.75,
      ymin: 77.75,
      xmax: 180,
      ymax: 90,
    });
  });

  it('is not bounded in other spatial references, and keeps the reference', () => {
    const mercator = {
      xmin: -2e7,
      ymin: -2e7,
      xmax: 2e7,
      ymax: 2e7,
      spatialReference: { wkid: 102100, latestWkid: 3857 },
    };
    expect(expandExtent(mercator)).toEqual({ ...mercator, xmin: -3e7, ymin: -3e7, xmax: 3e7, ymax: 3e7 });
  });

  it('leaves the extent alone for a factor that is not a positive number, and never changes its input', () => {
    const extent = Object.freeze({
      xmin: 1,
      ymin: 2,
      xmax: 3,
      ymax: 4,
      spatialReference: Object.freeze({ wkid: 4326 }),
    });
    expect(expandExtent(extent, 0)).toEqual(extent);
    expect(expandExtent(extent, Number.NaN)).toEqual(extent);
    expect(expandExtent(extent, -1)).toEqual(extent);
    expect(expandExtent(extent).spatialReference).not.toBe(extent.spatialReference);
  });
});
