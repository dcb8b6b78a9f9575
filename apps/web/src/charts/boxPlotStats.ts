/** A box plot's five figures and the values beyond its whiskers. */
export interface BoxPlotStats {
  /** The lowest value within 1.5 interquartile ranges below the first quartile (the lower whisker). */
  readonly low: number;
  readonly q1: number;
  readonly median: number;
  readonly q3: number;
  /** The highest value within 1.5 interquartile ranges above the third quartile (the upper whisker). */
  readonly high: number;
  /** Values beyond the whiskers, drawn as dots. */
  readonly outliers: readonly number[];
}

/**
 * The p-quantile of sorted values, interpolated linearly between the two nearest ranks (the method of R's type 7, of
 * spreadsheets' QUARTILE and of d3.quantile).
 *
 * @example
 * quantile([1, 2, 3, 4], 0.25); // 1.75
 */
export function quantile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const at = (sorted.length - 1) * Math.min(1, Math.max(0, p));
  const below = Math.floor(at);
  const lower = sorted[below]!;
  const upper = sorted[Math.min(sorted.length - 1, below + 1)]!;
  return lower + (upper - lower) * (at - below);
}

/**
 * A box plot of values: quartiles by {@link quantile}, whiskers at the furthest values within 1.5 interquartile ranges
 * of the box (Tukey), anything further an outlier. Non-finite values are left out; no values give undefined.
 *
 * @example
 * boxPlotStats([1, 2, 3, 4, 5, 6, 7, 8, 100]); // { low: 1, q1: 3, median: 5, q3: 7, high: 8, outliers: [100] }
 */
export function boxPlotStats(values: readonly number[]): BoxPlotStats | undefined {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const q1 = quantile(sorted, 0.25);
  const median = quantile(sorted, 0.5);
  const q3 = quantile(sorted, 0.75);
  const reach = 1.5 * (q3 - q1);
  const inside = sorted.filter((v) => v >= q1 - reach && v <= q3 + reach);
  return {
    low: inside[0] ?? q1,
    q1,
    median,
    q3,
    high: inside[inside.length - 1] ?? q3,
    outliers: sorted.filter((v) => v < q1 - reach || v > q3 + reach),
  };
}
