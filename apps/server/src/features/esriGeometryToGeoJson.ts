/** A GeoJSON geometry (RFC 7946) as a feature service answers it. */
export type GeoJsonGeometry =
  | { type: 'Point'; coordinates: number[] }
  | { type: 'MultiPoint'; coordinates: number[][] }
  | { type: 'LineString'; coordinates: number[][] }
  | { type: 'MultiLineString'; coordinates: number[][][] }
  | { type: 'Polygon'; coordinates: number[][][] }
  | { type: 'MultiPolygon'; coordinates: number[][][][] };

type Ring = number[][];

/**
 * An Esri JSON geometry as GeoJSON. Esri polygons list outer rings clockwise and holes anticlockwise, in any order;
 * GeoJSON groups each outer ring with its holes, outer rings anticlockwise (RFC 7946 §3.1.6). A hole goes with the
 * outer ring that contains its first vertex.
 *
 * @example
 * esriGeometryToGeoJson({ x: -117.4, y: 33.9 }); // { type: 'Point', coordinates: [-117.4, 33.9] }
 */
export function esriGeometryToGeoJson(geometry: Record<string, unknown> | null): GeoJsonGeometry | null {
  if (!geometry) return null;
  if (typeof geometry.x === 'number' && typeof geometry.y === 'number') {
    return { type: 'Point', coordinates: [geometry.x, geometry.y] };
  }
  if (Array.isArray(geometry.points)) return { type: 'MultiPoint', coordinates: geometry.points as number[][] };
  if (Array.isArray(geometry.paths)) {
    const paths = geometry.paths as number[][][];
    return paths.length === 1
      ? { type: 'LineString', coordinates: paths[0]! }
      : { type: 'MultiLineString', coordinates: paths };
  }
  if (Array.isArray(geometry.rings)) {
    const rings = (geometry.rings as Ring[]).filter((r) => r.length >= 4);
    const outers: Ring[][] = [];
    const holes: Ring[] = [];
    for (const ring of rings) {
      if (signedArea(ring) <= 0) outers.push([[...ring].reverse()]);
      else holes.push(ring);
    }
    for (const hole of holes) {
      const owner = outers.find((polygon) => contains(polygon[0]!, hole[0]!)) ?? outers[outers.length - 1];
      // A hole with no outer ring is an outer ring drawn the other way round.
      if (owner) owner.push([...hole].reverse());
      else outers.push([hole]);
    }
    if (outers.length === 0) return null;
    return outers.length === 1
      ? { type: 'Polygon', coordinates: outers[0]! }
      : { type: 'MultiPolygon', coordinates: outers };
  }
  return null;
}

/** Twice the signed area (shoelace): positive when anticlockwise. */
export function signedArea(ring: Ring): number {
  let sum = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [x0, y0] = ring[i]!;
    const [x1, y1] = ring[i + 1]!;
    sum += x0! * y1! - x1! * y0!;
  }
  return sum;
}

function contains(ring: Ring, [x, y]: number[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi! > y! !== yj! > y! && x! < ((xj! - xi!) * (y! - yi!)) / (yj! - yi!) + xi!) inside = !inside;
  }
  return inside;
}
