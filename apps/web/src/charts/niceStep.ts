/**
 * The smallest step of 1, 2, 2.5 or 5 times a power of ten that is at least `raw` (for axis ticks and bin widths).
 *
 * @example
 * niceStep(0.7); // 1
 * niceStep(230); // 250
 */
export function niceStep(raw: number): number {
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const factor = [1, 2, 2.5, 5, 10].find((f) => f * power >= raw * (1 - 1e-12)) ?? 10;
  return Number((factor * power).toPrecision(12));
}
