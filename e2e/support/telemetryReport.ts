import { expect, type APIRequestContext } from '@playwright/test';
import { createHash } from 'node:crypto';
import { E2E_PASSWORD, E2E_PORT } from '../playwright.config.ts';

/** The demo's Riverside Open Data site: the one demo site whose organisation tracks (issue 22). */
export const RIVERSIDE_SITE_ID = createHash('sha256')
  .update('plaza-demo:riverside:site-open-data')
  .digest('hex')
  .slice(0, 32);

export interface DayReport {
  readonly totals: { readonly views: number };
  readonly topContent: readonly { readonly title: string | null; readonly views: number }[];
}

/**
 * Riverside's usage in the last 24 hours, read through the telemetry report API as the site's owner — so a spec
 * counts what it added to what other specs of the run left (they share one server).
 *
 * @example
 * const before = await riversideDayReport(request);
 */
export async function riversideDayReport(request: APIRequestContext): Promise<DayReport> {
  const signedIn = await request.post('/sharing/rest/generateToken', {
    form: {
      username: 'admin_riverside',
      password: E2E_PASSWORD,
      client: 'referer',
      referer: `http://localhost:${E2E_PORT}`,
      f: 'json',
    },
  });
  const { token } = (await signedIn.json()) as { token: string };
  const response = await request.get('/api/telemetry/v1/reports', {
    params: { siteId: RIVERSIDE_SITE_ID, range: 'day' },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as DayReport;
}

/** The views of one item (by title) in a report; 0 when it has none. */
export function viewsOf(report: DayReport, title: string): number {
  return report.topContent.find((entry) => entry.title === title)?.views ?? 0;
}
