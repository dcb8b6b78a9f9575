/** An extent in WGS84: west, south, east, north. */
export type Bounds = readonly [xmin: number, ymin: number, xmax: number, ymax: number];

/**
 * Four finite numbers in order `xmin, ymin, xmax, ymax` with `xmin ≤ xmax` and `ymin ≤ ymax`, within WGS84
 * (longitude -180–180, latitude -90–90), or undefined for anything else (callers answer with their own message).
 * Shared by item extents and search `bbox`.
 *
 * @example
 * toBounds([-118, 33, -116, 34]); // [-118, 33, -116, 34]
 * toBounds([1, 2, 0, 3]); // undefined
 */
export function toBounds(numbers: readonly number[]): Bounds | undefined {
  const [xmin, ymin, xmax, ymax] = numbers;
  if (numbers.length !== 4 || !numbers.every(Number.isFinite)) return undefined;
  if (xmin === undefined || ymin === undefined || xmax === undefined || ymax === undefined) return undefined;
  if (xmin > xmax || ymin > ymax) return undefined;
  // WGS84's own bounds (issue 40): a box beyond them is a mistake (or Web Mercator metres), not a place.
  if (xmin < -180 || xmax > 180 || ymin < -90 || ymax > 90) return undefined;
  return [xmin, ymin, xmax, ymax];
}
