import { dateTimeFormat, numberFormat } from '../format/intlFormats.ts';

const DAY = 86_400_000;

/** How a value is written beside others. */
export interface FieldValueOptions {
  /** A date is written with its time even at midnight, so that two dates side by side read alike (a range). */
  readonly withTime?: boolean;
}

/**
 * A layer value as a visitor reads it: dates (epoch milliseconds) as a date with the month named (never a two-digit
 * year or an ambiguous 1/8), and the time of day when the value has one; numbers with the locale's separators — except
 * in a field named as a year (`Year`, `YearBuilt`, `OPEN_YEAR`), where 2019 reads as a year, not as "2,019"; an empty
 * cell for null.
 *
 * @example
 * formatFieldValue(1735689600000, 'esriFieldTypeDate', 'en'); // "Jan 1, 2025"
 * formatFieldValue(12345.5, 'esriFieldTypeDouble', 'en'); // "12,345.5"
 * formatFieldValue(2019, 'esriFieldTypeInteger', 'en', 'Year'); // "2019"
 */
export function formatFieldValue(
  value: unknown,
  type: string,
  locale: string,
  fieldName = '',
  options: FieldValueOptions = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  if (type === 'esriFieldTypeDate' && typeof value === 'number') {
    const withTime = options.withTime === true || !isMidnight(value);
    return dateTimeFormat(locale, {
      timeZone: 'UTC',
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
    }).format(value);
  }
  if (typeof value === 'number') {
    // The name's words (`YearBuilt` → Year, Built; `OPEN_YEAR` → OPEN, YEAR): one of them is "year".
    const words = fieldName.replace(/([a-z])([A-Z])/g, '$1 $2').split(/[^A-Za-z]+/);
    const yearField = words.some((word) => /^(year|yr)$/i.test(word));
    return numberFormat(locale, {
      maximumFractionDigits: type === 'esriFieldTypeDouble' ? 2 : 0,
      ...(yearField ? { useGrouping: false } : {}),
    }).format(value);
  }
  return String(value);
}

/**
 * Whether a date value (epoch milliseconds) falls at midnight UTC, i.e. carries no time of day.
 *
 * @example
 * isMidnight(Date.UTC(2026, 0, 8)); // true
 */
export function isMidnight(value: number): boolean {
  return value % DAY === 0;
}
