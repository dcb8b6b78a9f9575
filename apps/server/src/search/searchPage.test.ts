import { describe, expect, it } from 'vitest';
import { nextStartAfter, nextStartOf, pageWindow } from './searchPage.ts';

describe('search paging', () => {
  it('never reaches past the 10,000th result', () => {
    expect(pageWindow(9_995, 100)).toEqual({ offset: 9_994, limit: 6 });
    expect(pageWindow(10_001, 10)).toEqual({ offset: 10_000, limit: 0 });
  });

  it('knows the next page from an exact total', () => {
    expect(nextStartOf(1, 10, 25)).toBe(11);
    expect(nextStartOf(21, 10, 25)).toBe(-1);
    expect(nextStartOf(1, 0, 25)).toBe(-1);
  });

  it('knows it from whether a result follows when the total is an estimate', () => {
    expect(nextStartAfter(1, 10, true)).toBe(11);
    expect(nextStartAfter(1, 10, false)).toBe(-1);
    expect(nextStartAfter(1, 0, true)).toBe(-1);
    expect(nextStartAfter(9_901, 100, true)).toBe(-1);
    expect(nextStartAfter(9_801, 100, true)).toBe(9_901);
  });
});
