import type { TelemetryReportRange } from '@plaza/core';
import type { TelemetryWindow } from '../db/repositories/telemetryReportRepository.ts';

/** The ranges a report covers (issue 22; core's `TelemetryReportRange`): the last day by hour, week or month by day. */
export const REPORT_RANGES: readonly TelemetryReportRange[] = Object.freeze(['day', 'week', 'month']);
export type ReportRange = TelemetryReportRange;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The window of a range ending with the bucket under way (UTC hours and days): 24 hourly buckets, or 7 or 30 daily
 * ones.
 *
 * @example
 * reportWindow('week', Date.UTC(2026, 10, 27, 9)); // { from: Nov 21 00:00Z, to: Nov 28 00:00Z, bucketMs: 86_400_000 }
 */
export function reportWindow(range: ReportRange, now: number): TelemetryWindow {
  const bucketMs = range === 'day' ? HOUR : DAY;
  const buckets = range === 'day' ? 24 : range === 'week' ? 7 : 30;
  const to = (Math.floor(now / bucketMs) + 1) * bucketMs;
  return { from: to - buckets * bucketMs, to, bucketMs };
}
