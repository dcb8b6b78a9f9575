import { dateTimeFormat, numberFormat } from '../format/intlFormats.ts';

/**
 * A layer value as a visitor reads it: dates (epoch milliseconds) as a date, or a date and time when the value has a
 * time of day; numbers with the locale's separators — except in a field named as a year (`Year`, `YearBuilt`,
 * `OPEN_YEAR`), where 2019 reads as a year, not as "2,019"; an empty cell for null.
 *
 * @example
 * formatFieldValue(1735689600000, 'esriFieldTypeDate', 'en'); // "1/1/2025"
 * formatFieldValue(12345.5, 'esriFieldTypeDouble', 'en'); // "12,345.5"
 * formatFieldValue(2019, 'esriFieldTypeInteger', 'en', 'Year'); // "2019"
 */
export function formatFieldValue(value: unknown, type: string, locale: string, fieldName = ''): string {
  if (value === null || value === undefined || value === '') return '';
  if (type === 'esriFieldTypeDate' && typeof value === 'number') {
    const midnight = value % 86_400_000 === 0;
    return midnight
      ? dateTimeFormat(locale, { timeZone: 'UTC' }).format(value)
      : dateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'short', timeStyle: 'short' }).format(value);
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
