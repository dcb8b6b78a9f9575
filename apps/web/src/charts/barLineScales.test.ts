import { describe, expect, it } from 'vitest';
import { barLineScales } from './barLineScales.ts';

describe('barLineScales', () => {
  it('puts the bars on their own axis and the running total on a second one', () => {
    expect(barLineScales([2, 3, 5])).toEqual({ bars: [2, 3, 5], barTop: 5, line: [2, 5, 10], lineTop: 10 });
    const scales = barLineScales([40, 60, 80, 120]);
    expect(scales.barTop).toBe(200);
    expect(scales.lineTop).toBe(500);
    expect(scales.line.at(-1)).toBe(300);
  });

  it('does not let a negative value lower the running total', () => {
    expect(barLineScales([4, -2, 1]).line).toEqual([4, 4, 5]);
  });
});
