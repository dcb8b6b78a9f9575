import type { Polygon } from 'geojson';

/**
 * The polygon of a box, [west, south, east, north] in WGS84 (a closed ring, anticlockwise as RFC 7946 asks).
 *
 * @example
 * boxPolygon([-117.4, 33.9, -117.3, 34]).coordinates[0].length; // 5
 */
export function boxPolygon([west, south, east, north]: readonly [number, number, number, number]): Polygon {
  return {
    type: 'Polygon',
    coordinates: [
      [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
        [west, south],
      ],
    ],
  };
}
