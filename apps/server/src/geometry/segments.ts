/** A position as `[x, y]` (longitude, latitude in WGS84). */
export type Position = readonly number[];

/** A segment of a ring or path: its ends, the part it belongs to and its place there. */
export interface Segment {
  readonly a: Position;
  readonly b: Position;
  readonly part: number;
  readonly index: number;
}

/** Twice the signed area of the triangle a, b, c: positive when c lies left of a→b, 0 when the three are collinear. */
export function orient(a: Position, b: Position, c: Position): number {
  return (b[0]! - a[0]!) * (c[1]! - a[1]!) - (b[1]! - a[1]!) * (c[0]! - a[0]!);
}

/** Whether c, collinear with a and b, lies on the segment a–b (its ends included). */
function onSegment(a: Position, b: Position, c: Position): boolean {
  return (
    Math.min(a[0]!, b[0]!) <= c[0]! &&
    c[0]! <= Math.max(a[0]!, b[0]!) &&
    Math.min(a[1]!, b[1]!) <= c[1]! &&
    c[1]! <= Math.max(a[1]!, b[1]!)
  );
}

/**
 * Whether two segments share any point: a proper crossing, or an end of one on the other (touching, or overlapping
 * along a line).
 *
 * @example
 * segmentsMeet({ a: [0, 0], b: [2, 2] }, { a: [0, 2], b: [2, 0] }); // true
 */
export function segmentsMeet(s: Pick<Segment, 'a' | 'b'>, t: Pick<Segment, 'a' | 'b'>): boolean {
  const o1 = orient(s.a, s.b, t.a);
  const o2 = orient(s.a, s.b, t.b);
  const o3 = orient(t.a, t.b, s.a);
  const o4 = orient(t.a, t.b, s.b);
  if (((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) && ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0))) return true;
  return (
    (o1 === 0 && onSegment(s.a, s.b, t.a)) ||
    (o2 === 0 && onSegment(s.a, s.b, t.b)) ||
    (o3 === 0 && onSegment(t.a, t.b, s.a)) ||
    (o4 === 0 && onSegment(t.a, t.b, s.b))
  );
}

/**
 * Whether two consecutive segments p→q and q→r turn back on themselves: r lies on the line through p and q on p's
 * side of q, so the second retraces the first (a spike, or a ring folded flat).
 *
 * @example
 * turnsBack([0, 0], [2, 0], [1, 0]); // true
 */
export function turnsBack(p: Position, q: Position, r: Position): boolean {
  if (orient(p, q, r) !== 0) return false;
  return (p[0]! - q[0]!) * (r[0]! - q[0]!) + (p[1]! - q[1]!) * (r[1]! - q[1]!) > 0;
}

/**
 * Twice a ring's signed area (shoelace): positive when its positions run counter-clockwise (x east, y north).
 *
 * @example
 * ringArea2([[0, 0], [1, 0], [1, 1], [0, 0]]); // 1
 */
export function ringArea2(ring: readonly Position[]): number {
  let sum = 0;
  for (let i = 0; i + 1 < ring.length; i++) {
    sum += ring[i]![0]! * ring[i + 1]![1]! - ring[i + 1]![0]! * ring[i]![1]!;
  }
  return sum;
}

/**
 * Whether a position lies strictly inside a closed ring (even–odd rule; callers ask only for positions known not to
 * lie on its edges).
 *
 * @example
 * insideRing([0.5, 0.25], [[0, 0], [1, 0], [1, 1], [0, 0]]); // true
 */
export function insideRing(point: Position, ring: readonly Position[]): boolean {
  const [x, y] = point as [number, number];
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
