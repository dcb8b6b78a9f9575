import type { DatePrecision } from '@plaza/core';
import { dateTimeFormat } from './intlFormats.ts';

/**
 * A date in the page's locale at its precision, in UTC so the server and the browser write the same text.
 *
 * @example
 * formatDate(Date.UTC(2021, 2, 4), 'month', 'en'); // "March 2021"
 */
export function formatDate(epoch: number, precision: DatePrecision, locale: string): string {
  const options: Intl.DateTimeFormatOptions = { timeZone: 'UTC' };
  if (precision === 'year') options.year = 'numeric';
  else if (precision === 'month') Object.assign(options, { year: 'numeric', month: 'long' });
  else if (precision === 'day') Object.assign(options, { year: 'numeric', month: 'long', day: 'numeric' });
  else Object.assign(options, { dateStyle: 'long', timeStyle: 'short' });
  return dateTimeFormat(locale, options).format(epoch);
}

/** The ISO form of a date at its precision (`2021`, `2021-03`, `2021-03-04`), for `<time datetime>`. */
export function isoAtPrecision(epoch: number, precision: DatePrecision): string {
  const iso = new Date(epoch).toISOString();
  if (precision === 'year') return iso.slice(0, 4);
  if (precision === 'month') return iso.slice(0, 7);
  if (precision === 'day') return iso.slice(0, 10);
  return iso;
}
