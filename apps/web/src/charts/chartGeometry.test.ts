import { describe, expect, it } from 'vitest';
import { barRects, labelEvery, linePoints, niceMax, pieSlices, PLOT } from './chartGeometry.ts';

describe('chart geometry', () => {
  it('rounds an axis up to a readable number', () => {
    expect(niceMax(734)).toBe(1000);
    expect(niceMax(212)).toBe(250);
    expect(niceMax(5)).toBe(5);
    expect(niceMax(0)).toBe(1);
    expect(niceMax(0.37)).toBeCloseTo(0.5);
  });

  it('scales bars and line points to the top of the axis, inside the plot', () => {
    const plotHeight = PLOT.height - PLOT.top - PLOT.bottom;
    const [low, high] = barRects([5, 10], 10);
    expect(high!.height).toBeCloseTo(plotHeight);
    expect(low!.height).toBeCloseTo(plotHeight / 2);
    expect(high!.y + high!.height).toBeCloseTo(PLOT.height - PLOT.bottom);
    const line = linePoints([0, 10], 10);
    expect(line[0]!.y).toBeCloseTo(PLOT.height - PLOT.bottom);
    expect(line[1]!.y).toBeCloseTo(PLOT.top);
  });

  it('shares a pie by value, gives nothing to non-positive values, and draws a donut as rings', () => {
    const slices = pieSlices([3, 1, 0, -2], { cx: 100, cy: 100, r: 80, inner: 0 });
    expect(slices.map((s) => s.share)).toEqual([0.75, 0.25, 0, 0]);
    expect(slices[0]!.path).toMatch(/^M100 20A80 80 0 1 1 /);
    expect(slices[2]!.path).toBe('');
    const donut = pieSlices([1], { cx: 100, cy: 100, r: 80, inner: 48 });
    expect(donut[0]!.path).toContain('A48 48 0 1 0');
    expect(pieSlices([0, 0], { cx: 0, cy: 0, r: 1, inner: 0 }).every((s) => s.path === '')).toBe(true);
  });

  it('writes at most twelve axis labels', () => {
    expect(labelEvery(12)).toBe(1);
    expect(labelEvery(36)).toBe(3);
    expect(labelEvery(13)).toBe(2);
    expect(labelEvery(12, 6)).toBe(2);
    expect(labelEvery(6, 6)).toBe(1);
  });
});
