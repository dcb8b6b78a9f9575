import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from './playwright.config.ts';
import { expectNoSeriousViolations, screenshotPath, signInAs } from './support/memberSession.ts';
import { collectPageErrors, waitForHydration } from './support/pageChecks.ts';
import { createSiteInWorkspace } from './support/siteSettings.ts';

// Issue 13 items 4 and 6: search finds what people mean (prefixes, misspellings, date and map-area filters), and a
// signed-in member reads the site as themself (their private items, person pages).
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;
test.use({ reducedMotion: 'reduce' });

const results = (page: Page) => page.getByRole('list', { name: 'Results' });

test('a misspelled search shows the results of the nearest spelling, and can search the words as typed', async ({
  browser,
}) => {
  const page = await (await browser.newContext()).newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${SITE}/search?q=bycicle`);
  await waitForHydration(page);
  const notice = page.getByRole('status').filter({ hasText: 'Showing results for' });
  await expect(notice).toHaveText('Showing results for bicycle. Search instead for bycicle');
  await expect(results(page).getByRole('link', { name: 'Bicycle Master Plan' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('search-did-you-mean'), fullPage: true });
  await expectNoSeriousViolations(page);
  await notice.getByRole('link', { name: 'bycicle' }).click();
  await expect(page).toHaveURL(`${SITE}/search?q=bycicle&exact=1`);
  await expect(page.getByText('No results', { exact: true }).first()).toBeVisible();

  // The word being typed matches the start of words, even where the stemmer would change it.
  await page.goto(`${SITE}/search?q=bicy`);
  await expect(results(page).getByRole('link', { name: 'Bicycle Master Plan' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('"parcs" is a finished word with no hits of its own: the catalog shows the results for "parks" (issue 43 item 9)', async ({
  browser,
}) => {
  const page = await (await browser.newContext()).newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${SITE}/search?q=parcs`);
  await waitForHydration(page);
  const notice = page.getByRole('status').filter({ hasText: 'Showing results for' });
  await expect(notice).toHaveText('Showing results for parks. Search instead for parcs');
  await expect(results(page).getByRole('link', { name: 'Park Boundaries' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('search-parcs-parks'), fullPage: true });
  await expectNoSeriousViolations(page);
  // The words as typed find nothing a visitor may read ("parcs" is no start of "parcels").
  await notice.getByRole('link', { name: 'parcs' }).click();
  await expect(page).toHaveURL(`${SITE}/search?q=parcs&exact=1`);
  await expect(page.getByText('No results', { exact: true }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('the catalog narrows by how recently results were updated and by the area of the map', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${SITE}/search?q=parks`);
  await waitForHydration(page);
  const count = async () => Number(/^\d+/.exec(await page.locator('.search-toolbar__count').innerText())?.[0] ?? 0);
  const before = await count();
  const updated = page.locator('.facet-panel--wide').getByRole('region', { name: 'Updated' });
  await updated.getByRole('link', { name: 'Past week' }).click();
  await expect(page).toHaveURL(`${SITE}/search?q=parks&updated=week`);
  await expect(updated.getByRole('link', { name: 'Past week' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('link', { name: 'Remove filter Updated: Past week' })).toBeVisible();
  expect(await count()).toBeLessThanOrEqual(before);

  // The map view offers to search the area it shows.
  await page.goto(`${SITE}/search?q=parks&view=map`);
  await waitForHydration(page);
  await page.locator('.results-map').scrollIntoViewIfNeeded();
  // The built-in basemap draws the demo region at city scale: water, roads and place names (item 5).
  await expect(page.locator('.map-view__place', { hasText: 'Riverside' })).toBeVisible();
  await expect(page.locator('.maplibregl-ctrl-attrib')).toContainText('Plaza demo region');
  await page.screenshot({ path: screenshotPath('basemap-city'), fullPage: false });
  await page.getByRole('link', { name: 'Search this area' }).click();
  await expect(page).toHaveURL(/[?&]bbox=-?[\d.]+%2C-?[\d.]+%2C-?[\d.]+%2C-?[\d.]+/);
  const chip = page.getByRole('link', { name: 'Remove filter Map area: The area shown' });
  await expect(chip).toBeVisible();
  await expect(page.locator('.search-toolbar__count')).toHaveText(/^(No results|\d+ results?)$/);
  await page.screenshot({ path: screenshotPath('search-map-area'), fullPage: true });
  await chip.click();
  await expect(page).not.toHaveURL(/bbox=/);
});

test("a publisher's person page is open to visitors", async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${SITE}/people/publisher_riverside`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Riverside Publisher');
});

test('a signed-in member finds and opens their own private item on the site; a visitor does not', async ({
  page,
  browser,
}) => {
  await signInAs(page, SITE, 'user_riverside', '/search?q=inspections');
  const draft = results(page).getByRole('link', { name: 'Tree Inspections (Draft)' });
  await expect(draft).toBeVisible();
  await draft.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tree Inspections (Draft)');
  const itemUrl = page.url();
  // Opened directly (the server renders anonymously), the page is read again as the member once the session is back.
  await page.goto(itemUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tree Inspections (Draft)');

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`${SITE}/search?q=inspections`);
  await waitForHydration(visitor);
  await expect(visitor.getByRole('link', { name: 'Tree Inspections (Draft)' })).toHaveCount(0);
  const response = await visitor.goto(itemUrl);
  expect(response?.status()).toBe(404);
});

test('a site shared with its organisation only opens for a member who signs in on its address; a visitor gets "Site not found"', async ({
  page,
  browser,
}) => {
  const name = `Staff ${Date.now().toString(36)}`;
  await signInAs(page, SITE, 'publisher_riverside');
  // A new site is private to its owner until shared.
  await createSiteInWorkspace(page, name);
  const host = `http://${name.toLowerCase().replace(' ', '-')}-riverside.localhost:${E2E_PORT}/`;

  const visitor = await (await browser.newContext()).newPage();
  expect((await visitor.goto(host))?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Site not found');

  // The owner, signed in on Riverside's address, signs in on the new site's address with one click (no password).
  expect((await page.goto(host))?.status()).toBe(404);
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await page.waitForURL(host);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('banner').getByRole('button', { name: /Account menu/ })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('private-site-member'), fullPage: true });
  // Opened again, the server's anonymous answer is read again as the member once the session is back.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Site not found');
});
