import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_PASSWORD, E2E_PORT } from './playwright.config.ts';
import { collectForeignRequests } from './support/localRequests.ts';
import { collectPageErrors, expectNoSeriousA11yViolations, waitForHydration } from './support/pageChecks.ts';

// Issue 8: a visitor opens a dataset from the results and reads what a journalist checks.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;

/** The id of an item, found by its slug with a token of a user who may see it. */
async function itemIdBySlug(request: APIRequestContext, username: string, slug: string): Promise<string> {
  const token = await request.post('/sharing/rest/generateToken', {
    form: { username, password: E2E_PASSWORD, client: 'referer', referer: `http://localhost:${E2E_PORT}`, f: 'json' },
  });
  const { token: value } = (await token.json()) as { token: string };
  const search = await request.get('/sharing/rest/search', {
    params: { q: `typekeywords:"slug|${slug}"`, f: 'json', token: value },
    headers: { referer: `http://localhost:${E2E_PORT}` },
  });
  const { results } = (await search.json()) as { results: { id: string }[] };
  expect(results).toHaveLength(1);
  return results[0]!.id;
}

test('a dataset opened from the results shows its facts, extent and licence, with valid Dataset JSON-LD', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const foreign = collectForeignRequests(page, E2E_PORT);
  await page.goto(`${SITE}/search?q=street+trees`);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Street Trees', exact: true }).click();
  await expect(page).toHaveURL(`${SITE}/datasets/riverside::street-trees`);
  await expect(page).toHaveTitle('Street Trees | Riverside Open Data');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Street Trees');
  await expect(page.locator('.lead')).toContainText('Every tree the city maintains');
  await expect(page.getByRole('region', { name: 'About' })).toContainText('Maintained by the City of Riverside');
  const details = page.getByRole('region', { name: 'Details' });
  // Dates at their precision: published to the month, data updated to the day.
  await expect(
    details
      .locator('div')
      .filter({ hasText: /^Published/ })
      .locator('time'),
  ).toHaveText('March 2021');
  await expect(
    details
      .locator('div')
      .filter({ hasText: /^Published/ })
      .locator('time'),
  ).toHaveAttribute('datetime', '2021-03');
  await expect(
    details
      .locator('div')
      .filter({ hasText: /^Data updated/ })
      .locator('time'),
  ).toHaveText('January 12, 2026');
  await expect(details).toContainText('Monthly');
  await expect(details).toContainText('Riverside');
  await expect(details).toContainText('publisher_riverside');
  await expect(page.getByRole('region', { name: 'Licence' }).getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute(
    'href',
    'https://creativecommons.org/licenses/by/4.0/',
  );
  await expect(page.getByRole('region', { name: 'Tags' }).getByRole('link', { name: 'urban forest' })).toHaveAttribute(
    'href',
    '/search?tags=urban+forest',
  );
  await expect(page.locator('.content-aside__thumb')).toHaveAttribute(
    'src',
    /\/sharing\/rest\/content\/items\/[0-9a-f]{32}\/info\/thumbnail\/street-trees\.svg$/,
  );
  expect(await page.locator('.content-aside__thumb').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
  // The trees' map and its features load when the visitor reaches it (the extent is in words). It is scrolled to once
  // the rows above it are in, since they push it down.
  await expect(page.getByTestId('dataset-table').locator('caption')).toHaveText('Rows 1–25 of 8,000');
  await page.getByTestId('dataset-map').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('dataset-map')).toContainText('The map shows all 8,000 features.');
  await expect(page.getByTestId('dataset-map').locator('canvas.maplibregl-canvas')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Location' })).toContainText(
    /Covers longitude \W*-117\.520\W* to \W*-117\.280/,
  );
  const record = page.getByRole('link', { name: 'Item record in the portal (JSON)' });
  // The record is root-relative, so it answers on any host of the server.
  const recordResponse = await page.request.get(`http://localhost:${E2E_PORT}${await record.getAttribute('href')}`);
  expect(((await recordResponse.json()) as { title: string }).title).toBe('Street Trees');

  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '') as Record<
    string,
    unknown
  >;
  expect(jsonLd).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    name: 'Street Trees',
    url: `${SITE}/datasets/riverside::street-trees`,
    license: 'https://creativecommons.org/licenses/by/4.0/',
    keywords: ['trees', 'urban forest', 'environment', 'parks'],
    datePublished: '2021-03',
    dateModified: '2026-01-12',
    publisher: { '@type': 'Organization', name: 'Riverside' },
    spatialCoverage: { '@type': 'Place', geo: { '@type': 'GeoShape', box: '33.85 -117.52 34.02 -117.28' } },
    includedInDataCatalog: { '@type': 'DataCatalog', name: 'Riverside Open Data', url: `${SITE}/` },
  });
  expect(String(jsonLd.description)).toContain('Every tree the city maintains');
  expect(errors).toEqual([]);
  expect(foreign).toEqual([]);
});

test('the dataset page and its JSON-LD are in the HTML without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(`${SITE}/datasets/riverside::bus-stops`);
  expect(response?.status()).toBe(200);
  const html = await response!.text();
  expect(html).toMatch(/<h1 class="content-header__title" dir="auto">Bus Stops<\/h1>/);
  expect(html).toContain('<script type="application/ld+json">');
  await context.close();
});

test('a private item’s URL gives the 404 page to an anonymous visitor, by id and by slug', async ({
  page,
  request,
}) => {
  const id = await itemIdBySlug(request, 'user_riverside', 'riverside|tree-inspections-draft');
  for (const path of [`/datasets/${id}`, '/datasets/riverside::tree-inspections-draft', `/content/${id}`]) {
    const response = await page.goto(`${SITE}${path}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page).toHaveTitle('Page not found | Riverside Open Data');
    await expect(page.getByText('Tree Inspections')).toHaveCount(0);
  }
  await expect(page.getByRole('link', { name: 'Search the catalog' })).toBeVisible();
  const orgOnly = await itemIdBySlug(request, 'viewer_riverside', 'riverside|staff-directory');
  expect((await page.goto(`${SITE}/datasets/${orgOnly}`))?.status()).toBe(404);
  expect((await page.goto(`${SITE}/datasets/${'0'.repeat(32)}`))?.status()).toBe(404);
});

test('an item asked for under another family’s route goes to its own', async ({ page }) => {
  await page.goto(`${SITE}/maps/riverside::street-trees`);
  await expect(page).toHaveURL(`${SITE}/datasets/riverside::street-trees`);
});

test('projects and initiatives show their status; a public group has a page, a profile not shared does not', async ({
  page,
  request,
}) => {
  await page.goto(`${SITE}/projects/riverside::riverbank-restoration`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Riverbank Restoration');
  await expect(page.locator('.content-header .status-badge')).toHaveText('In progress');
  await page.goto(`${SITE}/initiatives/riverside::greener-riverside`);
  await expect(page.locator('.content-header__kind')).toContainText('Initiative');
  const groups = await request.get('/sharing/rest/community/groups', {
    params: { q: 'title:"Parks Project Team"', f: 'json' },
  });
  const { results } = (await groups.json()) as { results: { id: string }[] };
  await page.goto(`${SITE}/groups/${results[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parks Project Team');
  // Profiles other than the publishers' are visible to their organisation only: anonymous visitors get the 404 page.
  expect((await page.goto(`${SITE}/people/admin_riverside`))?.status()).toBe(404);
});

for (const lang of ['en', 'ar'] as const) {
  test(`axe finds nothing serious on a dataset, a project and the 404 page (${lang})`, async ({ page }) => {
    const errors = collectPageErrors(page);
    for (const path of ['/datasets/riverside::street-trees', '/projects/riverside::riverbank-restoration']) {
      await page.goto(`${SITE}${path}?lang=${lang}`);
      await waitForHydration(page);
      // A dataset's map (its features load when it is on screen), else the extent map.
      await page.locator('[data-testid="dataset-map"], .map-view').first().scrollIntoViewIfNeeded();
      await expect(page.locator('canvas.maplibregl-canvas')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
    expect(errors).toEqual([]);
    await page.goto(`${SITE}/datasets/${'0'.repeat(32)}?lang=${lang}`);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expectNoSeriousA11yViolations(page);
  });
}
