import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from './playwright.config.ts';
import { collectForeignRequests } from './support/localRequests.ts';
import { collectPageErrors, expectNoSeriousA11yViolations, waitForHydration } from './support/pageChecks.ts';

// Issue 8: a visitor searches the site's catalog, narrows it with facets and changes the layout.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;

const resultCount = (page: Page) => page.locator('.search-toolbar__count');

const facetOf = (page: Page, name: string) =>
  page.locator('.facet-panel--wide .facet').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function countOf(page: Page, facetName: string, value: string): Promise<number> {
  const link = facetOf(page, facetName).locator('.facet__value').filter({ hasText: value });
  return Number(await link.locator('.facet__count').innerText());
}

test('search for a term, apply a facet, switch to grid and map: every state in the URL', async ({ page }) => {
  const errors = collectPageErrors(page);
  const foreign = collectForeignRequests(page, E2E_PORT);
  await page.goto(`${SITE}/`);
  await waitForHydration(page);
  await page.getByRole('searchbox', { name: 'Search the catalog' }).fill('parks');
  await page.getByRole('searchbox', { name: 'Search the catalog' }).press('Enter');
  await expect(page).toHaveURL(`${SITE}/search?q=parks`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
  await expect(resultCount(page)).toHaveText(/^\d+ results$/);
  const before = Number((await resultCount(page).innerText()).split(' ')[0]);
  const datasetsBefore = await page.locator('.result-card').count();
  expect(datasetsBefore).toBe(Math.min(before, 12));
  const tagsBefore = await countOf(page, 'Tags', 'parks');

  // A facet: the URL changes, the results and the other facets' counts follow.
  const featureService = facetOf(page, 'Type').locator('.facet__value').filter({ hasText: 'Feature Service' });
  const expected = Number(await featureService.locator('.facet__count').innerText());
  await featureService.click();
  await expect(page).toHaveURL(`${SITE}/search?q=parks&type=Feature+Service`);
  await expect(resultCount(page)).toHaveText(expected === 1 ? '1 result' : `${expected} results`);
  expect(expected).toBeLessThan(before);
  await expect(page.locator('.result-card')).toHaveCount(expected);
  for (const type of await page.locator('.result-card__type').allInnerTexts()) expect(type).toBe('Feature Service');
  await expect(featureService).toHaveClass(/is-selected/);
  expect(await countOf(page, 'Tags', 'parks')).toBeLessThan(tagsBefore);
  await expect(page.getByRole('link', { name: 'Remove filter Feature Service' })).toBeVisible();

  // Grid, then map (MapLibre is loaded only now, from this server).
  await page.getByRole('navigation', { name: 'Layout' }).getByRole('link', { name: 'Grid' }).click();
  await expect(page).toHaveURL(`${SITE}/search?q=parks&type=Feature+Service&view=grid`);
  await expect(page.locator('ul.results--grid .result-card')).toHaveCount(expected);
  await page.getByRole('navigation', { name: 'Layout' }).getByRole('link', { name: 'Map' }).click();
  await expect(page).toHaveURL(`${SITE}/search?q=parks&type=Feature+Service&view=map`);
  await page.locator('.results-map .map-view').scrollIntoViewIfNeeded();
  await expect(page.locator('.results-map canvas.maplibregl-canvas')).toBeVisible();
  await expect(page.locator('.results-map .result-card')).toHaveCount(expected);
  await expectNoSeriousA11yViolations(page);
  expect(errors).toEqual([]);
  expect(foreign).toEqual([]);
});

test('a shared search URL shows the same search, rendered on the server', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${SITE}/search?collection=dataset&tags=transportation&sort=title&view=grid`);
  await expect(
    page.getByRole('navigation', { name: 'Collections' }).getByRole('link', { name: 'Data' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByLabel('Sort by')).toHaveValue('title');
  const titles = await page.locator('.result-card__title').allInnerTexts();
  expect(titles.length).toBeGreaterThan(1);
  expect([...titles].sort((a, b) => a.localeCompare(b))).toEqual(titles);
  await expect(page.locator('ul.results--grid')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Remove filter transportation' })).toBeVisible();
  await context.close();
});

test('the order applies at once, and paging keeps the search', async ({ page }) => {
  await page.goto(`${SITE}/search`);
  await waitForHydration(page);
  await expect(resultCount(page)).toHaveText(/^\d+ results$/);
  await page.getByLabel('Sort by').selectOption('title');
  await expect(page).toHaveURL(`${SITE}/search?sort=title`);
  // The URL changes before the sorted results arrive: wait for them, or `first` is the previous order's.
  const titles = page.locator('.result-card__title');
  await expect
    .poll(async () => {
      const shown = await titles.allInnerTexts();
      return shown.length > 1 && shown.every((title, i) => i === 0 || shown[i - 1]!.localeCompare(title) <= 0);
    })
    .toBe(true);
  const first = await titles.first().innerText();
  await page.getByRole('navigation', { name: 'Pages of results' }).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(`${SITE}/search?sort=title&page=2`);
  await expect(page.locator('.result-card__title').first()).not.toHaveText(first);
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  // The new page starts at the top of the results, focused there (issue 13), not at the pagination below.
  await expect(page.locator('#results-heading')).toBeFocused();
  const resultsTop = await page.locator('.search-page__results').evaluate((el) => el.getBoundingClientRect().top);
  expect(Math.abs(resultsTop)).toBeLessThan(5);
});

test('collections are tabs of the site catalog', async ({ page }) => {
  await page.goto(`${SITE}/search`);
  await waitForHydration(page);
  const tabs = page.getByRole('navigation', { name: 'Collections' });
  await expect(tabs.getByRole('link')).toHaveText([
    'All',
    'Apps and Maps',
    'Data',
    'Documents',
    'Feedback',
    'Sites',
    'Projects',
    'Initiatives',
    'Events',
  ]);
  await tabs.getByRole('link', { name: 'Projects' }).click();
  await expect(page).toHaveURL(`${SITE}/search?collection=project`);
  await expect(resultCount(page)).toHaveText('3 results');
  for (const type of await page.locator('.result-card__type').allInnerTexts()) expect(type).toBe('Hub Project');
});

for (const lang of ['en', 'ar'] as const) {
  test(`axe finds nothing serious on search results, list, grid and map (${lang})`, async ({ page }) => {
    const errors = collectPageErrors(page);
    for (const view of ['list', 'grid', 'map']) {
      await page.goto(`${SITE}/search?q=trees&tags=trees&view=${view}&lang=${lang}`);
      await waitForHydration(page);
      if (view === 'map') {
        await page.locator('.map-view').scrollIntoViewIfNeeded();
        await expect(page.locator('canvas.maplibregl-canvas')).toBeVisible();
      }
      await expectNoSeriousA11yViolations(page);
    }
    expect(errors).toEqual([]);
  });
}

test('on a phone the facets fold above the results', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`${SITE}/search?q=parks`);
  await waitForHydration(page);
  await expect(page.locator('.facet-panel--wide')).toBeHidden();
  const toggle = page.locator('.facet-panel--narrow > summary');
  await expect(toggle).toHaveText('Filter results');
  await expect(page.locator('.facet-panel--narrow .facet').first()).toBeHidden();
  await toggle.click();
  await expect(page.locator('.facet-panel--narrow .facet').first()).toBeVisible();
  await page.close();
});

test('a facet shows more than ten values on request, and fewer again (issue 13)', async ({ page }) => {
  await page.goto(`${SITE}/search`);
  await waitForHydration(page);
  const tags = page.getByRole('region', { name: 'Tags' }).first();
  await expect(tags.getByRole('listitem')).toHaveCount(10);
  await tags.getByRole('link', { name: 'Show more Tags' }).click();
  await expect(page).toHaveURL(/[?&]more=tags/);
  await expect.poll(() => tags.getByRole('listitem').count()).toBeGreaterThan(10);
  await tags.getByRole('link', { name: 'Show fewer Tags' }).click();
  await expect(tags.getByRole('listitem')).toHaveCount(10);
});
