import { dateTimeFormat } from '../../format/intlFormats.ts';
/**
 * A moment as people read it in their language: date and time, medium length.
 *
 * @example
 * formatWhen(Date.UTC(2026, 0, 2, 9, 30), 'en'); // "Jan 2, 2026, 9:30 AM" (in the browser's time zone)
 */
export function formatWhen(epochMs: number, locale: string): string {
  if (!Number.isFinite(epochMs) || epochMs <= 0) return '';
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(epochMs);
}
