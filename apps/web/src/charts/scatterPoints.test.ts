import { describe, expect, it } from 'vitest';
import { PLOT } from './chartGeometry.ts';
import { keyAsNumber, linearScale, scatterDots } from './scatterPoints.ts';

describe('scatter plot geometry', () => {
  it('makes a linear scale with nice ends and ticks', () => {
    expect(linearScale([3, 97])).toEqual({ min: 0, max: 100, ticks: [0, 25, 50, 75, 100] });
    expect(linearScale([2020, 2025])).toEqual({ min: 2020, max: 2026, ticks: [2020, 2022, 2024, 2026] });
    const single = linearScale([5]);
    expect(single.min).toBeLessThan(5);
    expect(single.max).toBeGreaterThan(5);
  });

  it('reads numbers, months and years as x; other keys are not numbers', () => {
    expect(keyAsNumber('12.5')).toBe(12.5);
    expect(keyAsNumber('2025')).toBe(2025);
    expect(keyAsNumber('2025-07')).toBe(2025.5);
    expect(keyAsNumber('Good')).toBeUndefined();
    expect(keyAsNumber('')).toBeUndefined();
  });

  it('places dots in the plot box, y growing upwards', () => {
    const { dots, x, y } = scatterDots(
      [
        { x: 0, y: 0 },
        { x: 10, y: 10 },
        { x: 5, y: 2.5 },
      ],
      PLOT,
    );
    expect([x.min, x.max, y.min, y.max]).toEqual([0, 10, 0, 10]);
    expect(dots[0]).toMatchObject({ cx: PLOT.left, cy: PLOT.height - PLOT.bottom });
    expect(dots[1]).toMatchObject({ cx: PLOT.width - PLOT.right, cy: PLOT.top });
    const h = PLOT.height - PLOT.top - PLOT.bottom;
    expect(dots[2]!.cy).toBeCloseTo(PLOT.top + h * 0.75, 1);
  });
});
