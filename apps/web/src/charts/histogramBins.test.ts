import { describe, expect, it } from 'vitest';
import { histogramBins } from './histogramBins.ts';
import { niceStep } from './niceStep.ts';

describe('histogramBins', () => {
  it('counts values in bins of one nice width (Sturges: ⌈log₂ n⌉ + 1 bins wanted)', () => {
    expect(histogramBins([1, 2, 2, 3, 7, 9])).toEqual([
      { from: 0, to: 2, count: 1 },
      { from: 2, to: 4, count: 3 },
      { from: 4, to: 6, count: 0 },
      { from: 6, to: 8, count: 1 },
      { from: 8, to: 10, count: 1 },
    ]);
  });

  it('puts the largest value on an upper edge in the last bin, and every value in exactly one bin', () => {
    const bins = histogramBins([0, 10, 20, 30, 40], 4);
    expect(bins.map((b) => [b.from, b.to])).toEqual([
      [0, 10],
      [10, 20],
      [20, 30],
      [30, 40],
    ]);
    expect(bins.map((b) => b.count)).toEqual([1, 1, 1, 2]);
    const many = Array.from({ length: 100 }, (_, i) => (i * 37) % 91);
    expect(histogramBins(many).reduce((a, b) => a + b.count, 0)).toBe(100);
  });

  it('makes one bin of equal values and none of no values', () => {
    expect(histogramBins([5, 5, 5])).toEqual([{ from: 5, to: 5, count: 3 }]);
    expect(histogramBins([])).toEqual([]);
  });

  it('picks steps of 1, 2, 2.5 or 5 times a power of ten', () => {
    expect([0.7, 1.5, 2.2, 3, 7, 230].map(niceStep)).toEqual([1, 2, 2.5, 5, 10, 250]);
  });
});
