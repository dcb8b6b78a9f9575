import { describe, expect, it } from 'vitest';
import { formatStatValue, MISSING_STAT_VALUE } from './formatStatValue.ts';

describe('formatStatValue', () => {
  it('shows "--" for a missing value', () => {
    expect(MISSING_STAT_VALUE).toBe('--');
    expect(formatStatValue(undefined, 'en')).toBe('--');
    expect(formatStatValue('', 'en')).toBe('--');
    expect(formatStatValue(Number.NaN, 'en')).toBe('--');
  });

  it('formats numbers to at most 2 decimals in the locale', () => {
    expect(formatStatValue(86.437, 'en')).toBe('86.44');
    expect(formatStatValue(48213, 'en')).toBe('48,213');
    expect(formatStatValue(54, 'en')).toBe('54');
    expect(formatStatValue(0.005, 'en')).toBe('0.01');
    expect(formatStatValue(1234.5, 'ar')).toBe(
      new Intl.NumberFormat('ar', { maximumFractionDigits: 2 }).format(1234.5),
    );
  });

  it('shows text values as given', () => {
    expect(formatStatValue('Open', 'en')).toBe('Open');
  });
});
