/** An extent in WGS84: west, south, east, north. */
export type Bounds = readonly [xmin: number, ymin: number, xmax: number, ymax: number];

/**
 * Four finite numbers in order `xmin, ymin, xmax, ymax` with `xmin ≤ xmax` and `ymin ≤ ymax`, or undefined for
 * anything else (callers answer with their own message). Shared by item extents and search `bbox`.
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
  return [xmin, ymin, xmax, ymax];
}
