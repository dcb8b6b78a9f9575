import { describe, expect, it } from 'vitest';
import { esriGeometryToGeoJson, signedArea } from './esriGeometryToGeoJson.ts';

// Esri outer rings run clockwise: (0,0) → (0,10) → (10,10) → (10,0).
const OUTER = [
  [0, 0],
  [0, 10],
  [10, 10],
  [10, 0],
  [0, 0],
];
const HOLE = [
  [2, 2],
  [4, 2],
  [4, 4],
  [2, 4],
  [2, 2],
];
const FAR = [
  [20, 20],
  [20, 30],
  [30, 30],
  [30, 20],
  [20, 20],
];

describe('Esri JSON to GeoJSON', () => {
  it('answers points, multipoints and lines', () => {
    expect(esriGeometryToGeoJson({ x: 1, y: 2 })).toEqual({ type: 'Point', coordinates: [1, 2] });
    expect(esriGeometryToGeoJson({ points: [[1, 2]] })).toEqual({ type: 'MultiPoint', coordinates: [[1, 2]] });
    expect(
      esriGeometryToGeoJson({
        paths: [
          [
            [0, 0],
            [1, 1],
          ],
        ],
      }),
    ).toEqual({
      type: 'LineString',
      coordinates: [
        [0, 0],
        [1, 1],
      ],
    });
    expect(
      esriGeometryToGeoJson({
        paths: [
          [
            [0, 0],
            [1, 1],
          ],
          [
            [2, 2],
            [3, 3],
          ],
        ],
      })?.type,
    ).toBe('MultiLineString');
    expect(esriGeometryToGeoJson(null)).toBeNull();
  });

  it('turns clockwise outer rings anticlockwise and puts each hole in its polygon', () => {
    const polygon = esriGeometryToGeoJson({ rings: [OUTER, HOLE] });
    expect(polygon?.type).toBe('Polygon');
    const rings = polygon!.coordinates as number[][][];
    expect(signedArea(rings[0]!)).toBeGreaterThan(0);
    expect(signedArea(rings[1]!)).toBeLessThan(0);
    const multi = esriGeometryToGeoJson({ rings: [OUTER, FAR, HOLE] });
    expect(multi?.type).toBe('MultiPolygon');
    const polygons = multi!.coordinates as number[][][][];
    expect(polygons.map((p) => p.length)).toEqual([2, 1]);
  });
});
