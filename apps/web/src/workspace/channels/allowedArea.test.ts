import { describe, expect, it } from 'vitest';
import { areaBoundsOf, areaExtent, areaOverlay, areaPolygon } from './allowedArea.ts';

describe('allowed area', () => {
  it('turns a map view into a closed polygon, rounded to about a metre', () => {
    expect(areaPolygon([-117.4000001, 33.9, -117.3, 34.0000049])).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [-117.4, 33.9],
          [-117.3, 33.9],
          [-117.3, 34],
          [-117.4, 34],
          [-117.4, 33.9],
        ],
      ],
    });
  });

  it('opens the map on the stored area, and draws only what has positions', () => {
    const area = [
      areaPolygon([-2, -1, 1, 3]),
      {
        type: 'MultiPolygon',
        coordinates: [
          [
            [
              [5, 5],
              [6, 5],
              [6, 6],
              [5, 5],
            ],
          ],
        ],
      },
    ];
    expect(areaBoundsOf(area)).toEqual([
      [-2, -1],
      [6, 6],
    ]);
    expect(areaBoundsOf([{ type: 'Polygon' }, null, 'x'])).toBeUndefined();
    expect(areaOverlay([...area, null, { type: 'Point' }]).features).toHaveLength(2);
  });
});

describe('areaExtent', () => {
  it('stores a view as an item extent, rounded to about a metre', () => {
    expect(areaExtent([-117.412345678, 33.9, -117.3, 34.000004])).toEqual([
      [-117.41235, 33.9],
      [-117.3, 34],
    ]);
    expect(areaExtent([-615.1, -85.05, 615.1, 85.05])).toEqual([
      [-180, -85.05],
      [180, 85.05],
    ]);
  });
});
