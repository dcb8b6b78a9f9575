import type { TelemetryReport } from '@plaza/core';
import type {
  TelemetryAggregates,
  TelemetryTarget,
  TelemetryWindow,
} from '../db/repositories/telemetryReportRepository.ts';
import type { ReportRange } from '../telemetry/reportWindow.ts';

/**
 * A report: its window in ISO times, every bucket of the series (zeros where nothing happened, so a chart's axis is
 * the whole range), and the top content named only where the reader may see the item.
 *
 * @example
 * presentTelemetryReport({ kind: 'site', id }, 'week', window, aggregates, titles);
 */
export function presentTelemetryReport(
  target: TelemetryTarget,
  range: ReportRange,
  window: TelemetryWindow,
  aggregates: TelemetryAggregates,
  titles: ReadonlyMap<string, string>,
): TelemetryReport {
  const byStart = new Map(aggregates.series.map((entry) => [entry.start, entry]));
  const series: TelemetryReport['series'][number][] = [];
  for (let start = window.from; start < window.to; start += window.bucketMs) {
    const entry = byStart.get(start);
    series.push({
      start: new Date(start).toISOString(),
      views: entry?.views ?? 0,
      visitors: entry?.visitors ?? 0,
      searches: entry?.searches ?? 0,
      downloads: entry?.downloads ?? 0,
    });
  }
  return {
    target,
    range,
    from: new Date(window.from).toISOString(),
    to: new Date(window.to).toISOString(),
    bucket: window.bucketMs < 86_400_000 ? 'hour' : 'day',
    totals: aggregates.totals,
    series,
    topContent: aggregates.topContent.map((entry) => ({ ...entry, title: titles.get(entry.itemId) ?? null })),
    topSearches: aggregates.topSearches,
    emptySearches: aggregates.emptySearches,
    downloadsByFormat: aggregates.downloadsByFormat,
    referrers: aggregates.referrers,
    visitorTypes: aggregates.viewsByUserType,
    internalViews: aggregates.internalViews,
  };
}

/** A CSV cell: quoted when it holds a comma, quote or line break; a leading formula character is neutralised. */
function cell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A report as CSV (the dashboard's export): the series, one row per bucket, then each ranked list under a header row
 * of its own, separated by blank lines.
 *
 * @example
 * c.body(telemetryReportCsv(report), 200, { 'Content-Type': 'text/csv; charset=utf-8' });
 */
export function telemetryReportCsv(report: TelemetryReport): string {
  const rows: (string | number)[][] = [['start', 'views', 'visitors', 'searches', 'downloads']];
  for (const entry of report.series) {
    rows.push([entry.start, entry.views, entry.visitors, entry.searches, entry.downloads]);
  }
  rows.push([], ['item', 'title', 'views']);
  for (const entry of report.topContent) rows.push([entry.itemId, entry.title ?? '', entry.views]);
  rows.push([], ['search', 'searches', 'average results']);
  for (const entry of report.topSearches) rows.push([entry.query, entry.searches, entry.averageResults]);
  rows.push([], ['search with no results', 'searches']);
  for (const entry of report.emptySearches) rows.push([entry.query, entry.searches]);
  rows.push([], ['download format', 'downloads']);
  for (const entry of report.downloadsByFormat) rows.push([entry.format, entry.downloads]);
  rows.push([], ['referrer', 'views']);
  for (const entry of report.referrers) rows.push([entry.host, entry.views]);
  rows.push([], ['visitor type', 'views']);
  for (const entry of report.visitorTypes) rows.push([entry.userType, entry.views]);
  rows.push(['internal users', report.internalViews]);
  return rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
