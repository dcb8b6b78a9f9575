import { describe, expect, it } from 'vitest';
import { toBounds } from './toBounds.ts';

describe('toBounds', () => {
  it('keeps four ordered finite numbers', () => {
    expect(toBounds([-118, 33, -116, 34])).toEqual([-118, 33, -116, 34]);
    expect(toBounds([0, 0, 0, 0])).toEqual([0, 0, 0, 0]);
    expect(toBounds([-180, -90, 180, 90])).toEqual([-180, -90, 180, 90]);
  });

  it.each([
    [[1, 2, 3]],
    [[1, 2, 3, 4, 5]],
    [[2, 0, 1, 1]],
    [[0, 2, 1, 1]],
    [[0, 0, Number.NaN, 1]],
    [[0, 0, Infinity, 1]],
    [[-181, 0, 0, 1]],
    [[0, 0, 180.5, 1]],
    [[0, -91, 1, 1]],
    [[-13_068_000, 4_021_000, -13_067_000, 4_022_000]],
  ])('refuses %j', (numbers) => {
    expect(toBounds(numbers)).toBeUndefined();
  });
});
