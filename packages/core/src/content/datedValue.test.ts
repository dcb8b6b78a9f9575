import { describe, expect, it } from 'vitest';
import { readDatedValue } from './datedValue.ts';

describe('dates with their precision', () => {
  it('reads year, month, day and time precision from the form of the date', () => {
    expect(readDatedValue('2021', 's')).toEqual({ epoch: Date.UTC(2021, 0, 1), precision: 'year', source: 's' });
    expect(readDatedValue('2021-03', 's')?.precision).toBe('month');
    expect(readDatedValue('2021-03-04', 's')).toEqual({ epoch: Date.UTC(2021, 2, 4), precision: 'day', source: 's' });
    expect(readDatedValue('2021-03-04T10:20:00Z', 's')?.precision).toBe('time');
    expect(readDatedValue(1_700_000_000_000, 'item.modified')?.precision).toBe('day');
  });

  it('ignores what is not a date', () => {
    expect(readDatedValue('soon', 's')).toBeUndefined();
    expect(readDatedValue('2021-13', 's')).toBeUndefined();
    expect(readDatedValue(0, 's')).toBeUndefined();
    expect(readDatedValue(null, 's')).toBeUndefined();
  });
});
