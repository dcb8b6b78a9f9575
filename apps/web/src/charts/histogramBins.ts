import { niceStep } from './niceStep.ts';

/** One bar of a histogram: values from `from` (included) to `to` (excluded, but for the last bin) and how many. */
export interface HistogramBin {
  readonly from: number;
  readonly to: number;
  readonly count: number;
}

/**
 * Values counted in bins of one nice width (1, 2, 2.5 or 5 times a power of ten) covering them, about as many bins as
 * Sturges' rule asks (⌈log₂ n⌉ + 1) unless told. Each bin holds its lower edge; the last also its upper one. All
 * values equal: one bin. Non-finite values are left out.
 *
 * @example
 * histogramBins([1, 2, 2, 3, 7, 9]); // widths of 2 from 0: counts 1, 3, 0, 1, 1
 */
export function histogramBins(values: readonly number[], wanted?: number): HistogramBin[] {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return [];
  const min = Math.min(...finite);
  const max = Math.max(...finite);
  if (min === max) return [{ from: min, to: min, count: finite.length }];
  const count = Math.max(1, wanted ?? Math.ceil(Math.log2(finite.length)) + 1);
  const width = niceStep((max - min) / count);
  const start = Math.floor(min / width) * width;
  // The last bin holds its upper edge: a largest value on an edge belongs to the bin below it.
  const bins = Math.max(1, Math.ceil((max - start) / width - 1e-9));
  const counts = new Array<number>(bins).fill(0);
  for (const v of finite) counts[Math.min(bins - 1, Math.floor((v - start) / width + 1e-9))]! += 1;
  const round = (n: number) => Number(n.toPrecision(12));
  return counts.map((c, i) => ({ from: round(start + i * width), to: round(start + (i + 1) * width), count: c }));
}
