import { describe, expect, it } from 'vitest';
import { toBounds } from './toBounds.ts';

describe('toBounds', () => {
  it('keeps four ordered finite numbers', () => {
    expect(toBounds([-118, 33, -116, 34])).toEqual([-118, 33, -116, 34]);
    expect(toBounds([0, 0, 0, 0])).toEqual([0, 0, 0, 0]);
  });

  it.each([
    [[1, 2, 3]],
    [[1, 2, 3, 4, 5]],
    [[2, 0, 1, 1]],
    [[0, 2, 1, 1]],
    [[0, 0, Number.NaN, 1]],
    [[0, 0, Infinity, 1]],
  ])('refuses %j', (numbers) => {
    expect(toBounds(numbers)).toBeUndefined();
  });
});
