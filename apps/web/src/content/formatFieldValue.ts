import { dateTimeFormat, numberFormat } from '../format/intlFormats.ts';

/**
 * A layer value as a visitor reads it: dates (epoch milliseconds) as a date, or a date and time when the value has a
 * time of day; numbers with the locale's separators; an empty cell for null.
 *
 * @example
 * formatFieldValue(1735689600000, 'esriFieldTypeDate', 'en'); // "1/1/2025"
 * formatFieldValue(12345.5, 'esriFieldTypeDouble', 'en'); // "12,345.5"
 */
export function formatFieldValue(value: unknown, type: string, locale: string): string {
  if (value === null || value === undefined || value === '') return '';
  if (type === 'esriFieldTypeDate' && typeof value === 'number') {
    const midnight = value % 86_400_000 === 0;
    return midnight
      ? dateTimeFormat(locale, { timeZone: 'UTC' }).format(value)
      : dateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'short', timeStyle: 'short' }).format(value);
  }
  if (typeof value === 'number') {
    return numberFormat(locale, { maximumFractionDigits: type === 'esriFieldTypeDouble' ? 2 : 0 }).format(value);
  }
  return String(value);
}
