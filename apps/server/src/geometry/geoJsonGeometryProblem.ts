import type { SweepBudget } from './findRingContact.ts';
import { geometryProblem, type GeometryProblem } from './geometryProblem.ts';
import type { Position } from './segments.ts';

/** The GeoJSON geometries the hub services take: a point, or a polygon of a shell and its holes. */
export type HubGeoJson =
  | { readonly type: 'Point'; readonly coordinates: Position }
  | { readonly type: 'Polygon'; readonly coordinates: readonly (readonly Position[])[] };

/**
 * What makes a GeoJSON point or polygon invalid ({@link geometryProblem}, holes by order: the first ring is the
 * shell), or undefined. GeoJSON's winding is not enforced (RFC 7946 §3.1.6: parsers must not refuse by it).
 *
 * @example
 * geoJsonGeometryProblem({ type: 'Polygon', coordinates: [[[0, 0], [2, 2], [2, 0], [0, 2], [0, 0]]] })?.code;
 * // 'selfIntersection'
 */
export function geoJsonGeometryProblem(geometry: HubGeoJson, budget?: SweepBudget): GeometryProblem | undefined {
  return geometry.type === 'Point'
    ? geometryProblem({ type: 'point', position: geometry.coordinates }, budget)
    : geometryProblem({ type: 'polygon', rings: geometry.coordinates, holes: 'order' }, budget);
}
