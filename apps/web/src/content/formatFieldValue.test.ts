import { describe, expect, it } from 'vitest';
import { formatFieldValue } from './formatFieldValue.ts';

describe('formatFieldValue', () => {
  it('reads dates as dates, with a time only when there is one', () => {
    expect(formatFieldValue(Date.UTC(2025, 0, 1), 'esriFieldTypeDate', 'en')).toBe('Jan 1, 2025');
    expect(formatFieldValue(Date.UTC(2026, 0, 8, 14, 0), 'esriFieldTypeDate', 'en')).toBe('Jan 8, 2026, 2:00 PM');
    expect(formatFieldValue(Date.UTC(2026, 0, 14, 23, 0), 'esriFieldTypeDate', 'de')).toBe('14.01.2026, 23:00');
  });

  it('writes both ends of a range alike: the date the same way, and both with a time when either has one', () => {
    expect(formatFieldValue(Date.UTC(2026, 0, 8), 'esriFieldTypeDate', 'de', '', { withTime: true })).toBe(
      '08.01.2026, 00:00',
    );
    expect(formatFieldValue(Date.UTC(2026, 0, 8), 'esriFieldTypeDate', 'de')).toBe('08.01.2026');
  });

  it('groups digits and rounds doubles to two places', () => {
    expect(formatFieldValue(12345.678, 'esriFieldTypeDouble', 'en')).toBe('12,345.68');
    expect(formatFieldValue(1200, 'esriFieldTypeInteger', 'en')).toBe('1,200');
    expect(formatFieldValue(1200, 'esriFieldTypeInteger', 'de')).toBe('1.200');
  });

  it('writes a year field without separators', () => {
    expect(formatFieldValue(2019, 'esriFieldTypeInteger', 'en', 'Year')).toBe('2019');
    expect(formatFieldValue(1998, 'esriFieldTypeInteger', 'en', 'YearBuilt')).toBe('1998');
    expect(formatFieldValue(2015.31, 'esriFieldTypeDouble', 'en', 'OPEN_YEAR')).toBe('2015.31');
    expect(formatFieldValue(2019, 'esriFieldTypeInteger', 'en', 'Yearly_Visits')).toBe('2,019');
  });

  it('leaves text as it is and empties nulls', () => {
    expect(formatFieldValue('Oak', 'esriFieldTypeString', 'en')).toBe('Oak');
    expect(formatFieldValue(null, 'esriFieldTypeDouble', 'en')).toBe('');
  });
});
