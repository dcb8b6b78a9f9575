import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from './playwright.config.ts';
import { screenshotPath } from './support/memberSession.ts';
import { waitForHydration } from './support/pageChecks.ts';

// Issue 43 item 9 (ADR 0241): a facet click shows the search is working, and a second facet change made while the
// first loads keeps the first. The site's own search answers are held back a moment (the network, not the page, is
// slowed) so the second click lands while the first search loads.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;
const facetValue = (page: Page, facet: string, value: string) =>
  page
    .locator('.facet-panel--wide .facet')
    .filter({ has: page.getByRole('heading', { name: facet, exact: true }) })
    .locator('.facet__value')
    .filter({ hasText: value });

test('a second facet change while the first loads keeps both, and the results say they are loading', async ({
  page,
}) => {
  await page.goto(`${SITE}/search?q=parks`);
  await waitForHydration(page);
  const type = facetValue(page, 'Type', 'Feature Service');
  const tag = facetValue(page, 'Tags', 'parks');
  await expect(type).toBeVisible();
  await expect(tag).toBeVisible();
  let slow = true;
  await page.route(
    (url) => url.pathname.endsWith('/sharing/rest/search') || url.pathname.startsWith('/api/search/'),
    async (route) => {
      if (slow) await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    },
  );
  const results = page.locator('section.search-page__results');
  await type.click();
  await expect(results).toHaveAttribute('aria-busy', 'true');
  await expect(results.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
  // The first choice already shows as chosen while it loads; the second click adds to it.
  await expect(type).toHaveClass(/is-selected/);
  await page.screenshot({ path: screenshotPath('search-facet-loading') });
  await tag.click();
  slow = false;
  await expect(page).toHaveURL(/type=Feature(\+|%20)Service/);
  await expect(page).toHaveURL(/tags=parks/);
  await expect(results).not.toHaveAttribute('aria-busy', 'true');
  await expect(facetValue(page, 'Type', 'Feature Service')).toHaveClass(/is-selected/);
  await expect(facetValue(page, 'Tags', 'parks')).toHaveClass(/is-selected/);
  await expect(results.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
});
