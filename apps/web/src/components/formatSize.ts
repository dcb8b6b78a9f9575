import { numberFormat } from '../format/intlFormats.ts';
/**
 * A byte count in the reader's language, in decimal units: "44 bytes", "12 kB", "3.4 MB", "1.2 GB" (bytes spelt out:
 * ICU's short form of a byte is "byte").
 *
 * @example
 * formatSize(48_000, 'en'); // "48 kB"
 */
export function formatSize(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return numberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
