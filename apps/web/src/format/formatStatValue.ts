import { numberFormat } from './intlFormats.ts';
/** Spec 3 §9: a missing stat value is shown as "--". */
export const MISSING_STAT_VALUE = '--';

/**
 * A stat card value as shown: numbers in the page's locale with at most 2 decimals (spec 3 §9), text as given,
 * and "--" when there is no value.
 *
 * @example
 * formatStatValue(86.437, 'en'); // "86.44"
 * formatStatValue(undefined, 'en'); // "--"
 */
export function formatStatValue(value: number | string | undefined, locale: string): string {
  if (value === undefined || value === '') return MISSING_STAT_VALUE;
  if (typeof value === 'string') return value;
  if (!Number.isFinite(value)) return MISSING_STAT_VALUE;
  return numberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}
