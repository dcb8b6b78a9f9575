import type { TelemetryUserType } from './telemetryBatch.ts';
import { hubApiRequest, type HubApiCallOptions } from '../hub-api/hubApiRequest.ts';

/** The ranges a usage report covers: the last day by hour, the last week or 30 days by day. */
export type TelemetryReportRange = 'day' | 'week' | 'month';

/** A site's or an item's usage over a range (`GET /api/telemetry/v1/reports`, issue 22). */
export interface TelemetryReport {
  readonly target: { readonly kind: 'site' | 'item'; readonly id: string };
  readonly range: TelemetryReportRange;
  /** ISO times: the window's first instant, and the instant after its last. */
  readonly from: string;
  readonly to: string;
  readonly bucket: 'hour' | 'day';
  readonly totals: {
    readonly views: number;
    readonly visitors: number;
    readonly sessions: number;
    readonly searches: number;
    readonly downloads: number;
    readonly signIns: number;
    readonly averageSessionSeconds: number;
  };
  /** Every bucket of the window, oldest first (zeros where nothing happened). */
  readonly series: readonly {
    readonly start: string;
    readonly views: number;
    readonly visitors: number;
    readonly searches: number;
    readonly downloads: number;
  }[];
  /** The most viewed items; `title` is null for one the reader may not see. */
  readonly topContent: readonly { readonly itemId: string; readonly title: string | null; readonly views: number }[];
  readonly topSearches: readonly {
    readonly query: string;
    readonly searches: number;
    readonly averageResults: number;
  }[];
  readonly emptySearches: readonly { readonly query: string; readonly searches: number }[];
  readonly downloadsByFormat: readonly { readonly format: string; readonly downloads: number }[];
  readonly referrers: readonly { readonly host: string; readonly views: number }[];
  /** Page views by visitor class (spec 3 §1: anonymous, staff, community, companion, other), every class listed. */
  readonly visitorTypes: readonly { readonly userType: TelemetryUserType; readonly views: number }[];
  /** Page views by internal users (spec 3 §1), of any class. */
  readonly internalViews: number;
}

/**
 * Where usage reports are read: Plaza's own telemetry service (issue 22, ADR 0172).
 *
 * @example
 * `${hubUrl}${TELEMETRY_REPORTS_PATH}?siteId=${id}&range=week&f=csv`;
 */
export const TELEMETRY_REPORTS_PATH = '/api/telemetry/v1/reports';

/**
 * The query of a report (`siteId` or `itemId`, and the range), for {@link fetchTelemetryReport} and for a link to its
 * CSV (`&f=csv`).
 *
 * @example
 * new URLSearchParams({ ...telemetryReportQuery({ kind: 'site', id }, 'week'), f: 'csv' });
 */
export function telemetryReportQuery(
  target: { readonly kind: 'site' | 'item'; readonly id: string },
  range: TelemetryReportRange,
): Record<string, string> {
  return { [target.kind === 'site' ? 'siteId' : 'itemId']: target.id, range };
}

/**
 * A site's or an item's usage report over a range, for those who manage it or a group it granted (a refusal is the
 * service's `HubApiRequestError`, 401/403/404).
 *
 * @example
 * const report = await fetchTelemetryReport({ kind: 'site', id: site.id }, 'week', { hubUrl, authentication });
 */
export async function fetchTelemetryReport(
  target: { readonly kind: 'site' | 'item'; readonly id: string },
  range: TelemetryReportRange,
  options: HubApiCallOptions,
): Promise<TelemetryReport> {
  return (await hubApiRequest(
    TELEMETRY_REPORTS_PATH,
    { query: telemetryReportQuery(target, range) },
    options,
  )) as TelemetryReport;
}
