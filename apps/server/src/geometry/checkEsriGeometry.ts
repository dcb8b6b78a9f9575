import type { SweepBudget } from './findRingContact.ts';
import { geometryProblem, orientEsriRings, type GeometryProblem } from './geometryProblem.ts';
import type { Position } from './segments.ts';

/** An Esri JSON geometry in WGS84 as the services store it: a point, paths, or rings (extra keys are kept). */
export type EsriGeometry =
  | { readonly x: number; readonly y: number }
  | { readonly paths: readonly (readonly Position[])[] }
  | { readonly rings: readonly (readonly Position[])[] };

/**
 * An Esri JSON geometry checked by {@link geometryProblem} (holes by nesting), answered with its rings in Esri's
 * orientation (shells clockwise, holes counter-clockwise; ADR 0188) — or the problem that refuses it.
 *
 * @example
 * const checked = checkEsriGeometry({ rings });
 * if ('problem' in checked) throw invalid(checked.problem.message);
 */
export function checkEsriGeometry<G extends EsriGeometry>(
  geometry: G,
  budget?: SweepBudget,
): { readonly geometry: G } | { readonly problem: GeometryProblem } {
  if ('rings' in geometry) {
    const found = geometryProblem({ type: 'polygon', rings: geometry.rings, holes: 'nesting' }, budget);
    return found ? { problem: found } : { geometry: { ...geometry, rings: orientEsriRings(geometry.rings) } };
  }
  const found =
    'paths' in geometry
      ? geometryProblem({ type: 'line', paths: geometry.paths })
      : geometryProblem({ type: 'point', position: [geometry.x, geometry.y] });
  return found ? { problem: found } : { geometry };
}
