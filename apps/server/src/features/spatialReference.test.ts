import { describe, expect, it } from 'vitest';
import { fromWebMercator, mapEsriGeometry, readWkid, toWebMercator } from './spatialReference.ts';

describe('spatial references', () => {
  it('reads the wkids clients send, and refuses others', () => {
    expect(readWkid(undefined)).toBe(4326);
    expect(readWkid('4326')).toBe(4326);
    expect(readWkid('102100')).toBe(3857);
    expect(readWkid('{"wkid":102100,"latestWkid":3857}')).toBe(3857);
    expect(readWkid('{"wkid":4326}')).toBe(4326);
    expect(readWkid('2230')).toBeUndefined();
    expect(readWkid('{broken')).toBeUndefined();
    expect(readWkid('{"wkt":"GEOGCS[...]"}')).toBeUndefined();
  });

  it('projects to Web Mercator and back', () => {
    // Known value: 180°E is half the equator's length in metres.
    expect(toWebMercator(180, 0)[0]).toBeCloseTo(20037508.343, 2);
    const [x, y] = toWebMercator(-117.4, 33.95);
    expect(x).toBeCloseTo(-13068908.2, 0);
    const [lon, lat] = fromWebMercator(x, y);
    expect(lon).toBeCloseTo(-117.4, 6);
    expect(lat).toBeCloseTo(33.95, 6);
    // Latitudes beyond the projection's range are clamped, never infinite.
    expect(Number.isFinite(toWebMercator(0, 90)[1])).toBe(true);
  });

  it('moves every position of an Esri geometry', () => {
    const shift = (x: number, y: number): [number, number] => [x + 1, y + 2];
    expect(mapEsriGeometry({ x: 1, y: 1 }, shift)).toEqual({ x: 2, y: 3 });
    expect(
      mapEsriGeometry(
        {
          paths: [
            [
              [0, 0],
              [1, 1],
            ],
          ],
        },
        shift,
      ),
    ).toEqual({
      paths: [
        [
          [1, 2],
          [2, 3],
        ],
      ],
    });
    expect(
      mapEsriGeometry(
        {
          rings: [
            [
              [0, 0, 5],
              [1, 0, 5],
              [0, 0, 5],
            ],
          ],
        },
        shift,
      ),
    ).toEqual({
      rings: [
        [
          [1, 2, 5],
          [2, 2, 5],
          [1, 2, 5],
        ],
      ],
    });
  });
});
