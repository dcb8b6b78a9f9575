import { describe, expect, it } from 'vitest';
import { boxPlotStats, quantile } from './boxPlotStats.ts';

describe('boxPlotStats', () => {
  it('interpolates quantiles between ranks (type 7)', () => {
    expect(quantile([1, 2, 3, 4], 0.25)).toBe(1.75);
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4], 0.75)).toBe(3.25);
    expect(quantile([7], 0.25)).toBe(7);
  });

  it('gives quartiles, whiskers within 1.5 IQR, and the values beyond them as outliers', () => {
    expect(boxPlotStats([9, 1, 8, 2, 7, 3, 100, 6, 4, 5].filter((v) => v !== 9))).toEqual({
      low: 1,
      q1: 3,
      median: 5,
      q3: 7,
      high: 8,
      outliers: [100],
    });
    // Low outliers too, and the order of the input does not matter.
    expect(boxPlotStats([-50, 10, 11, 12, 13, 14])).toMatchObject({ low: 10, outliers: [-50] });
  });

  it('has nothing to say of no values, and one value is its own box', () => {
    expect(boxPlotStats([])).toBeUndefined();
    expect(boxPlotStats([Number.NaN])).toBeUndefined();
    expect(boxPlotStats([4])).toEqual({ low: 4, q1: 4, median: 4, q3: 4, high: 4, outliers: [] });
  });
});
