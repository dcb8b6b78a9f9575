import type { Page } from '@playwright/test';

/**
 * Records every request a page makes that goes anywhere but the test server (any `*.localhost` or `localhost` on
 * the test port): fonts, tiles, scripts and images must all come from Plaza itself.
 */
export function collectForeignRequests(page: Page, port: number): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    const local = (url.hostname === 'localhost' || url.hostname.endsWith('.localhost')) && url.port === String(port);
    if (!local) foreign.push(request.url());
  });
  return foreign;
}
