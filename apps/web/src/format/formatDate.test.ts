import { describe, expect, it } from 'vitest';
import { formatDate, isoAtPrecision } from './formatDate.ts';

describe('formatDate', () => {
  it('shows a date no more precisely than it is known', () => {
    const march = Date.UTC(2021, 2, 4, 23, 30);
    expect(formatDate(march, 'year', 'en')).toBe('2021');
    expect(formatDate(march, 'month', 'en')).toBe('March 2021');
    expect(formatDate(march, 'day', 'en')).toBe('March 4, 2021');
    expect(isoAtPrecision(march, 'month')).toBe('2021-03');
    expect(isoAtPrecision(march, 'day')).toBe('2021-03-04');
  });
});
