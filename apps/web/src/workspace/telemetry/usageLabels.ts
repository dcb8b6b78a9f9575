import { dateTimeFormat } from '../../format/intlFormats.ts';

/**
 * The labels of a usage report's buckets in the reader's language: hours ("14", 24-hour) for the last day, days
 * ("Nov 21") for a week or a month — in UTC, the time the report's buckets are cut in.
 *
 * @example
 * usageLabels(['2026-11-21T00:00:00.000Z'], 'day', 'en'); // ['Nov 21']
 */
export function usageLabels(starts: readonly string[], bucket: 'hour' | 'day', language: string): string[] {
  const format = dateTimeFormat(
    language,
    bucket === 'hour'
      ? { hour: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }
      : { month: 'short', day: 'numeric', timeZone: 'UTC' },
  );
  return starts.map((start) => format.format(new Date(start)));
}
