import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrastRatio.ts';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#0079c1', '#0079c1')).toBeCloseTo(1, 5);
  });

  it('puts #767676 on white just above the 4.5 text threshold', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThan(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('has no answer for colours it cannot read', () => {
    expect(contrastRatio('red', '#ffffff')).toBeUndefined();
    expect(contrastRatio('#12', '#ffffff')).toBeUndefined();
  });
});
