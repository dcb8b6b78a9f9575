import type { FeatureCollection, Polygon } from 'geojson';
import { boxPolygon } from '../../components/map/boxPolygon.ts';

/** An area as the map reports it: [west, south, east, north] in WGS84. */
export type AreaBox = readonly [number, number, number, number];

const round = (value: number) => Math.round(value * 1e5) / 1e5;

/**
 * The polygon of a map view, the shape a discussion's `allowedLocations` holds (GeoJSON; the server tests located
 * posts against it). Coordinates are rounded to about a metre.
 *
 * @example
 * areaPolygon([-117.4, 33.9, -117.3, 34]).coordinates[0].length; // 5
 */
export function areaPolygon(area: AreaBox): Polygon {
  return boxPolygon(area.map(round) as unknown as [number, number, number, number]);
}

/**
 * The extent of a map view as items store it, `[[west, south], [east, north]]`, rounded like {@link areaPolygon} and
 * kept within the world (a zoomed-out map shows the world more than once).
 *
 * @example
 * areaExtent([-117.412345678, 33.9, -117.3, 34]); // [[-117.41235, 33.9], [-117.3, 34]]
 */
export function areaExtent(area: AreaBox): [[number, number], [number, number]] {
  const lng = (value: number) => round(Math.min(180, Math.max(-180, value)));
  const lat = (value: number) => round(Math.min(90, Math.max(-90, value)));
  return [
    [lng(area[0]), lat(area[1])],
    [lng(area[2]), lat(area[3])],
  ];
}

function isPosition(value: unknown): value is [number, number] {
  return Array.isArray(value) && typeof value[0] === 'number' && typeof value[1] === 'number';
}

/** Every position of a GeoJSON geometry (polygons and multipolygons; anything else has none). */
function positionsOf(geometry: unknown): [number, number][] {
  const shape = geometry as { type?: unknown; coordinates?: unknown } | null;
  if (!shape || !Array.isArray(shape.coordinates)) return [];
  const flat = (value: unknown): [number, number][] =>
    isPosition(value) ? [value] : Array.isArray(value) ? value.flatMap(flat) : [];
  return flat(shape.coordinates);
}

/**
 * The box around stored allowed locations, to open the map on them; undefined when they hold no polygon.
 *
 * @example
 * areaBoundsOf([boxPolygon([-1, -1, 1, 1])]); // [[-1, -1], [1, 1]]
 */
export function areaBoundsOf(locations: readonly unknown[]): [[number, number], [number, number]] | undefined {
  const positions = locations.flatMap(positionsOf);
  if (positions.length === 0) return undefined;
  const xs = positions.map((p) => p[0]);
  const ys = positions.map((p) => p[1]);
  return [
    [Math.min(...xs), Math.min(...ys)],
    [Math.max(...xs), Math.max(...ys)],
  ];
}

/**
 * The allowed locations drawn on a map.
 *
 * @example
 * areaOverlay([boxPolygon([-1, -1, 1, 1])]).features.length; // 1
 */
export function areaOverlay(locations: readonly unknown[]): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: locations
      .filter((geometry) => positionsOf(geometry).length > 0)
      .map((geometry) => ({ type: 'Feature', properties: {}, geometry: geometry as Polygon })),
  };
}
