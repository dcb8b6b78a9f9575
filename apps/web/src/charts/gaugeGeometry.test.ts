import { describe, expect, it } from 'vitest';
import { GAUGE, gaugeAngle, gaugeBand, gaugePoint } from './gaugeGeometry.ts';

describe('gauge geometry', () => {
  it('turns a value into an angle from −90° (nothing) to +90° (the whole scale), clamped', () => {
    expect(gaugeAngle(0, 100)).toBe(-90);
    expect(gaugeAngle(25, 100)).toBe(-45);
    expect(gaugeAngle(50, 100)).toBe(0);
    expect(gaugeAngle(100, 100)).toBe(90);
    expect(gaugeAngle(250, 100)).toBe(90);
    expect(gaugeAngle(-3, 100)).toBe(-90);
    expect(gaugeAngle(5, 0)).toBe(-90);
  });

  it('puts the needle on the half ring: left at −90°, top at 0°, right at 90°', () => {
    expect(gaugePoint(-90, GAUGE.r)).toEqual({ x: GAUGE.cx - GAUGE.r, y: GAUGE.cy });
    expect(gaugePoint(0, GAUGE.r)).toEqual({ x: GAUGE.cx, y: GAUGE.cy - GAUGE.r });
    expect(gaugePoint(90, GAUGE.r)).toEqual({ x: GAUGE.cx + GAUGE.r, y: GAUGE.cy });
  });

  it('draws the band from the left end to the angle, and nothing at −90°', () => {
    expect(gaugeBand(-90)).toBe('');
    expect(gaugeBand(0)).toBe('M20 120A100 100 0 0 1 120 20L120 56A64 64 0 0 0 56 120Z');
  });
});
