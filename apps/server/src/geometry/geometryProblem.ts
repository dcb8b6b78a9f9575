import { findRingContact, sweepBudget, type SweepBudget } from './findRingContact.ts';
import { insideRing, ringArea2, turnsBack, type Position } from './segments.ts';

/** The most positions one geometry holds (every entry point: posts, events, features, survey answers). */
export const MAX_GEOMETRY_POSITIONS = 10_000;

/**
 * A geometry as the checks read it, whatever its encoding: a point, paths, or rings — whose holes are told either by
 * `order` (GeoJSON: the first ring is the shell, the others its holes) or by `nesting` (Esri JSON: a ring inside an
 * odd number of others is a hole).
 */
export type GeometryShape =
  | { readonly type: 'point'; readonly position: Position }
  | { readonly type: 'line'; readonly paths: readonly (readonly Position[])[] }
  | { readonly type: 'polygon'; readonly rings: readonly (readonly Position[])[]; readonly holes: 'order' | 'nesting' };

/** Why a geometry is refused: a code (what decides) and a sentence fragment naming the part at fault. */
export interface GeometryProblem {
  readonly code:
    | 'notFinite'
    | 'outsideWgs84'
    | 'tooManyPositions'
    | 'tooFewPositions'
    | 'ringNotClosed'
    | 'selfIntersection'
    | 'ringsMeet'
    | 'holeOutsideShell'
    | 'holeInsideHole'
    | 'tooComplex';
  readonly message: string;
}

const problem = (code: GeometryProblem['code'], message: string): GeometryProblem => ({ code, message });

/** The ring or path without repeats of a position right after itself. */
function withoutRepeats(part: readonly Position[]): Position[] {
  return part.filter((p, i) => i === 0 || p[0] !== part[i - 1]![0] || p[1] !== part[i - 1]![1]);
}

function positionProblem(parts: readonly (readonly Position[])[]): GeometryProblem | undefined {
  let count = 0;
  for (const part of parts) {
    count += part.length;
    if (count > MAX_GEOMETRY_POSITIONS) {
      return problem('tooManyPositions', `a geometry holds at most ${MAX_GEOMETRY_POSITIONS} positions.`);
    }
    for (const p of part) {
      if (p.length < 2 || !p.every((n) => typeof n === 'number' && Number.isFinite(n))) {
        return problem('notFinite', 'a position must be finite numbers [longitude, latitude].');
      }
      if (p[0]! < -180 || p[0]! > 180 || p[1]! < -90 || p[1]! > 90) {
        return problem('outsideWgs84', 'a position is outside WGS84 (longitude -180–180, latitude -90–90).');
      }
    }
  }
  return undefined;
}

function ringProblem(ring: readonly Position[], n: number): GeometryProblem | undefined {
  if (ring.length < 4) return problem('tooFewPositions', `ring ${n} needs at least four positions.`);
  const first = ring[0]!;
  const last = ring[ring.length - 1]!;
  if (first[0] !== last[0] || first[1] !== last[1]) {
    return problem('ringNotClosed', `ring ${n} must end at the position it starts from.`);
  }
  const distinct = withoutRepeats(ring);
  if (distinct.length < 4) return problem('tooFewPositions', `ring ${n} needs at least three different corners.`);
  const size = distinct.length - 1;
  for (let i = 0; i < size; i++) {
    if (turnsBack(distinct[(i + size - 1) % size]!, distinct[i]!, distinct[i + 1]!)) {
      return problem('selfIntersection', `ring ${n} folds back on itself.`);
    }
  }
  return undefined;
}

/** Whether ring `inner` (which meets no other ring) lies inside ring `outer`: any of its positions tells. */
function ringInside(inner: readonly Position[], outer: readonly Position[]): boolean {
  return insideRing(inner[0]!, outer);
}

/**
 * What makes a geometry invalid (issue 40, ADR 0188), or undefined when it is valid: positions that are not finite
 * numbers or lie outside WGS84 (longitude -180–180, latitude -90–90); more than {@link MAX_GEOMETRY_POSITIONS}; a path
 * of fewer than two different positions; a ring of fewer than four positions or three different corners, not closed,
 * folding back or crossing or touching itself; rings that cross or touch one another; with holes by `order`, a hole
 * outside its shell or inside another hole. The one check every entry point calls (posts, events, feature edits,
 * survey answers); callers answer with their contract's error around `message`. The crossing checks of one request
 * share a `budget`; a geometry past it is refused as too complex.
 *
 * @example
 * geometryProblem({ type: 'polygon', holes: 'order', rings: [[[0, 0], [2, 2], [2, 0], [0, 2], [0, 0]]] });
 * // { code: 'selfIntersection', message: 'ring 0 crosses or touches itself.' }
 */
export function geometryProblem(
  shape: GeometryShape,
  budget: SweepBudget = sweepBudget(),
): GeometryProblem | undefined {
  const parts = shape.type === 'point' ? [[shape.position]] : shape.type === 'line' ? shape.paths : shape.rings;
  if (parts.length === 0) return problem('tooFewPositions', 'the geometry has no parts.');
  const positions = positionProblem(parts);
  if (positions || shape.type === 'point') return positions;
  if (shape.type === 'line') {
    const short = shape.paths.findIndex((path) => withoutRepeats(path).length < 2);
    return short < 0 ? undefined : problem('tooFewPositions', `path ${short} needs at least two different positions.`);
  }
  for (const [n, ring] of shape.rings.entries()) {
    const found = ringProblem(ring, n);
    if (found) return found;
  }
  const rings = shape.rings.map(withoutRepeats);
  const contact = findRingContact(rings, budget);
  if (contact?.kind === 'tooComplex') {
    return problem('tooComplex', 'the geometry is too complex to check: simplify it (fewer positions).');
  }
  if (contact?.kind === 'self') return problem('selfIntersection', `ring ${contact.ring} crosses or touches itself.`);
  if (contact) return problem('ringsMeet', `rings ${contact.rings[0]} and ${contact.rings[1]} cross or touch.`);
  // A ring that neither folds back nor meets itself encloses an area; kept as the last word on degenerate input.
  const flat = rings.findIndex((ring) => ringArea2(ring) === 0);
  if (flat >= 0) return problem('selfIntersection', `ring ${flat} encloses no area.`);
  if (shape.holes === 'order') {
    for (let hole = 1; hole < rings.length; hole++) {
      if (!ringInside(rings[hole]!, rings[0]!)) {
        return problem('holeOutsideShell', `ring ${hole} (a hole) lies outside the polygon's first ring.`);
      }
      const outer = rings.findIndex((other, i) => i > 0 && i !== hole && ringInside(rings[hole]!, other));
      if (outer > 0) return problem('holeInsideHole', `ring ${hole} (a hole) lies inside another hole, ring ${outer}.`);
    }
  }
  return undefined;
}

/**
 * Valid Esri JSON rings in the service's orientation (Esri's rule: shells clockwise, holes counter-clockwise), each
 * ring's role told by how many rings it lies in — the one repair made (ADR 0188): which ring is a hole is not in
 * doubt, and a person drawing an area goes around it either way.
 *
 * @example
 * orientEsriRings([[[0, 0], [1, 0], [1, 1], [0, 0]]]); // [[[0, 0], [1, 1], [1, 0], [0, 0]]] (clockwise)
 */
export function orientEsriRings<P extends Position>(rings: readonly (readonly P[])[]): P[][] {
  const boxes = rings.map(boundsOf);
  return rings.map((ring, n) => {
    const [x, y] = ring[0]!;
    const depth = rings.filter((other, i) => {
      const [west, south, east, north] = boxes[i]!;
      return i !== n && x! >= west && x! <= east && y! >= south && y! <= north && ringInside(ring, other);
    }).length;
    const clockwise = ringArea2(ring) < 0;
    return (depth % 2 === 0) === clockwise ? [...ring] : [...ring].reverse();
  });
}

/** A ring's bounding box, `[west, south, east, north]` (a cheap test before the ring's own). */
function boundsOf(ring: readonly Position[]): [number, number, number, number] {
  const xs = ring.map((p) => p[0]!);
  const ys = ring.map((p) => p[1]!);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}
