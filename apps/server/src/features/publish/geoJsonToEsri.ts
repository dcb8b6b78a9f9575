import type { FeatureLayerTable } from '../../db/featureTables.ts';
import { signedArea } from '../esriGeometryToGeoJson.ts';

/** The layer geometry type a GeoJSON geometry type publishes to, or undefined for one Plaza does not store. */
export function layerGeometryTypeOf(type: unknown): FeatureLayerTable['geometry_type'] | undefined {
  switch (type) {
    case 'Point':
      return 'esriGeometryPoint';
    case 'LineString':
    case 'MultiLineString':
      return 'esriGeometryPolyline';
    case 'Polygon':
    case 'MultiPolygon':
      return 'esriGeometryPolygon';
    default:
      return undefined;
  }
}

type Position = number[];

/**
 * A GeoJSON geometry as Esri JSON (WGS84): a point's `x`/`y`, a line's `paths`, a polygon's `rings` with outer rings
 * clockwise and holes anticlockwise, as Esri draws them. Throws with a reason when a position is not two finite
 * numbers within longitude and latitude.
 *
 * @example
 * geoJsonToEsri({ type: 'Point', coordinates: [-117.4, 33.9] }); // { x: -117.4, y: 33.9 }
 */
export function geoJsonToEsri(geometry: { type: string; coordinates: unknown }): Record<string, unknown> {
  const position = (p: unknown): Position => {
    if (!Array.isArray(p) || p.length < 2 || !p.every((n) => typeof n === 'number' && Number.isFinite(n))) {
      throw new Error('a position is not a pair of numbers');
    }
    const [x, y] = p as number[];
    if (x! < -180 || x! > 180 || y! < -90 || y! > 90) throw new Error(`(${x}, ${y}) is outside longitude and latitude`);
    return [x!, y!];
  };
  const list = <T>(value: unknown, each: (v: unknown) => T, least: number, what: string): T[] => {
    if (!Array.isArray(value) || value.length < least) throw new Error(`${what} needs at least ${least} positions`);
    return value.map(each);
  };
  const ring = (value: unknown, outer: boolean): Position[] => {
    const points = list(value, position, 4, 'a polygon ring');
    const clockwise = signedArea(points) < 0;
    return clockwise === outer ? points : [...points].reverse();
  };
  const polygon = (value: unknown): Position[][] => {
    if (!Array.isArray(value) || value.length === 0) throw new Error('a polygon has no rings');
    return value.map((r, i) => ring(r, i === 0));
  };
  const c = geometry.coordinates;
  switch (geometry.type) {
    case 'Point': {
      const [x, y] = position(c);
      return { x, y };
    }
    case 'LineString':
      return { paths: [list(c, position, 2, 'a line')] };
    case 'MultiLineString':
      return { paths: list(c, (line) => list(line, position, 2, 'a line'), 1, 'a multi-line') };
    case 'Polygon':
      return { rings: polygon(c) };
    case 'MultiPolygon':
      return { rings: list(c, polygon, 1, 'a multi-polygon').flat() };
    default:
      throw new Error(`${String(geometry.type)} geometries are not published`);
  }
}
