import { describe, expect, it } from 'vitest';
import { readIsoDate } from './readIsoDate.ts';

describe('readIsoDate', () => {
  it('reads dates and date-times, UTC unless an offset is given', () => {
    expect(readIsoDate('2025-03-04')).toBe(Date.UTC(2025, 2, 4));
    expect(readIsoDate(' 2025-03-04T10:30 ')).toBe(Date.UTC(2025, 2, 4, 10, 30));
    expect(readIsoDate('2025-03-04 10:30:15.5Z')).toBe(Date.UTC(2025, 2, 4, 10, 30, 15, 500));
    expect(readIsoDate('2025-03-04T10:30:00+02:00')).toBe(Date.UTC(2025, 2, 4, 8, 30));
    expect(readIsoDate('2025-03-04T10:30:00-0130')).toBe(Date.UTC(2025, 2, 4, 12, 0));
  });

  it('refuses impossible dates and other forms', () => {
    for (const text of ['2025-02-30', '2025-13-01', '2025-03-04T25:00', '2025-03-04T10:61', '03/04/2025', '2025', '']) {
      expect([text, readIsoDate(text)]).toEqual([text, undefined]);
    }
  });
});
