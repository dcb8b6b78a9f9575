import { describe, expect, it } from 'vitest';
import { approximately } from './approximately.ts';

describe('approximately', () => {
  it('keeps two significant digits', () => {
    expect(approximately(32_417)).toBe(32_000);
    expect(approximately(218_499)).toBe(220_000);
    expect(approximately(1_049)).toBe(1_000);
    expect(approximately(9_960)).toBe(10_000);
    expect(approximately(123.4)).toBe(120);
  });

  it('never answers less than what is known', () => {
    expect(approximately(1_049, 1_001)).toBe(1_100);
    expect(approximately(0, 1_001)).toBe(1_100);
    expect(approximately(57.2)).toBe(58);
  });
});
