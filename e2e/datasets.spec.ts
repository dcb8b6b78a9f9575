import { expect, test } from '@playwright/test';
import { E2E_PORT } from './playwright.config.ts';
import { collectForeignRequests } from './support/localRequests.ts';
import { collectPageErrors, expectNoSeriousA11yViolations, waitForHydration } from './support/pageChecks.ts';
import { expectNoSeriousViolations, screenshotPath, signInAs } from './support/memberSession.ts';

// Issue 15: a dataset page shows the data itself — the record count, a table paged and sorted by the layer's query
// endpoint, the features on the map, the fields with what is in them, and the API links.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;

test('an anonymous visitor pages and sorts the street trees, sees them on the map and reads the fields', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const foreign = collectForeignRequests(page, E2E_PORT);
  await page.goto(`${SITE}/datasets/riverside::street-trees`);
  await waitForHydration(page);
  const data = page.getByRole('region', { name: 'Data', exact: true });
  // The record count is in the page as the server drew it.
  await expect(page.getByTestId('dataset-record-count')).toHaveText('8,000 records · 8 fields · Points');

  const table = page.getByTestId('dataset-table');
  await expect(table.locator('caption')).toHaveText('Rows 1–25 of 8,000');
  await expect(table.locator('tbody tr')).toHaveCount(25);
  await table.getByRole('button', { name: 'Next rows' }).click();
  await expect(table.locator('caption')).toHaveText('Rows 26–50 of 8,000');

  // Sorting by trunk diameter, largest first: the header says so and the first row holds the largest.
  const dbh = table.getByRole('button', { name: /Trunk diameter/ });
  await dbh.click();
  await expect(table.locator('caption')).toHaveText('Rows 1–25 of 8,000');
  await expect(table.getByRole('columnheader', { name: /Trunk diameter/ })).toHaveAttribute('aria-sort', 'ascending');
  await dbh.click();
  await expect(table.getByRole('columnheader', { name: /Trunk diameter/ })).toHaveAttribute('aria-sort', 'descending');
  const column = await table
    .locator('thead th')
    .evaluateAll((ths) => ths.findIndex((th) => /Trunk diameter/.test(th.textContent ?? '')));
  const firstDbh = async () =>
    Number((await table.locator('tbody tr').first().locator('td').nth(column).textContent())!.replace(/,/g, ''));
  await expect.poll(firstDbh).toBeGreaterThan(20);
  const largest = await firstDbh();
  const second = Number(
    (await table.locator('tbody tr').nth(1).locator('td').nth(column).textContent())!.replace(/,/g, ''),
  );
  expect(second).toBeLessThanOrEqual(largest);

  // Filtering by text, by the server.
  await table.getByLabel('Find rows containing').fill('jacaranda');
  await table.getByRole('button', { name: 'Filter' }).click();
  await expect(table.locator('caption')).toHaveText(/^Rows 1–25 of [\d,]+$/);
  await expect(table.locator('tbody tr').first()).toContainText('Jacaranda');
  // The keyboard reaches the table's scroll area and its sort buttons.
  await table.getByRole('region').focus();
  await expect(table.getByRole('region')).toBeFocused();

  // The map, with the trees the table's filter keeps (issue 43 item 2): as many as the table counts.
  const filtered = (await table.locator('caption').textContent())!.replace(/^Rows 1–25 of /, '');
  expect(filtered).not.toBe('8,000');
  const map = page.getByTestId('dataset-map');
  // Its features load when it comes near the screen.
  await map.scrollIntoViewIfNeeded();
  await expect(map).toContainText(`The map shows all ${filtered} features.`);
  await expect(map.locator('canvas.maplibregl-canvas')).toBeVisible();

  // Fields with what is in them.
  const fields = page.getByTestId('dataset-fields');
  await expect(fields).toContainText('Condition');
  await expect(
    fields.getByRole('list', { name: 'Most common values of Condition' }).getByRole('listitem').first(),
  ).toContainText('Good');
  await expect(fields).toContainText(/From [\d.]+ to [\d.]+, mean [\d.]+/);

  // The API links answer.
  const service = page.getByRole('link', { name: 'Feature service (ArcGIS REST)' });
  const layer = (await (
    await page.request.get(`http://localhost:${E2E_PORT}${await service.getAttribute('href')}`)
  ).json()) as {
    name: string;
  };
  expect(layer.name).toBe('Street Trees');
  const geojson = page.getByRole('link', { name: 'GeoJSON download' });
  const collection = (await (
    await page.request.get(`http://localhost:${E2E_PORT}${await geojson.getAttribute('href')}`)
  ).json()) as {
    type: string;
    features: unknown[];
  };
  expect(collection.type).toBe('FeatureCollection');
  expect(collection.features).toHaveLength(2000);
  const ogc = page.getByRole('link', { name: 'OGC API – Features' });
  const items = (await (
    await page.request.get(`http://localhost:${E2E_PORT}${await ogc.getAttribute('href')}`)
  ).json()) as {
    numberMatched: number;
  };
  expect(items.numberMatched).toBe(8000);

  await expectNoSeriousA11yViolations(page);
  await data.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('dataset-street-trees'), fullPage: true });
  expect(errors).toEqual([]);
  expect(foreign).toEqual([]);
});

test('a table without geometry shows rows and fields but no map; lines and areas are mapped', async ({ page }) => {
  await page.goto(`${SITE}/datasets/riverside::air-quality`);
  await waitForHydration(page);
  await expect(page.getByTestId('dataset-record-count')).toHaveText('3,024 records · 5 fields');
  await expect(page.getByTestId('dataset-table').locator('tbody tr')).toHaveCount(25);
  await expect(page.getByTestId('dataset-map')).toHaveCount(0);
  await page.goto(`${SITE}/datasets/riverside::bike-lanes`);
  await waitForHydration(page);
  await expect(page.getByTestId('dataset-record-count')).toHaveText('180 records · 4 fields · Lines');
  await expect(page.getByTestId('dataset-table').locator('caption')).toHaveText('Rows 1–25 of 180');
  await page.getByTestId('dataset-map').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('dataset-map')).toContainText('The map shows all 180 features.');
  await expect(page.getByTestId('dataset-map').locator('canvas.maplibregl-canvas')).toBeVisible();
  await page.waitForTimeout(500);
  await page.getByTestId('dataset-map').screenshot({ path: screenshotPath('dataset-bike-lanes-map') });
});

test('a publisher uploads a CSV with coordinates, publishes its rows with progress, and opens the dataset', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const title = `Sidewalk repairs ${stamp}`;
  const rows = ['Repair ID,Street,Cost,Reported,Longitude,Latitude'];
  for (let i = 1; i <= 20_000; i++) {
    const x = (-117.5 + (i % 200) * 0.001).toFixed(4);
    const y = (33.9 + Math.floor(i / 200) * 0.0008).toFixed(4);
    rows.push(
      `${i},${['Main St', 'Market St', 'Lemon St'][i % 3]},${(i * 37) % 5000},2025-0${1 + (i % 9)}-1${i % 10},${x},${y}`,
    );
  }
  rows.push('20001,Orange St,120,2025-03-03,not a number,33.95');
  rows.push('20002,Orange St');
  await signInAs(page, SITE, 'publisher_riverside', '/workspace/content/new');
  await page.getByTestId('source-file-input').setInputFiles({
    name: `sidewalk-repairs-${stamp}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(rows.join('\n')),
  });
  const form = page.getByTestId('add-content-form');
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByTestId('content-access-public').click();
  await page.getByTestId('add-content-submit').click();
  await expect(page.getByTestId('add-content-done')).toBeVisible();

  // Publishing the rows: progress while the job runs, then what was published and which rows had problems.
  // The fields as the file would publish: types inferred, the location columns named; the publisher makes the
  // repair number text.
  const fields = page.getByTestId('publish-fields');
  await expect(fields).toContainText('Points from the columns Longitude (longitude) and Latitude (latitude).');
  await expect(fields.getByLabel('Cost')).toHaveValue('esriFieldTypeInteger');
  await expect(fields.getByLabel('Longitude')).toBeDisabled();
  await fields.getByLabel('Repair ID').selectOption('esriFieldTypeString');
  await expectNoSeriousViolations(page);
  await fields.screenshot({ path: screenshotPath('hosted-layer-fields') });
  // The job may finish between two polls: whether the bar was shown is recorded as the page changes.
  await page.evaluate(() => {
    const seen = window as unknown as { progressSeen: string[] };
    seen.progressSeen = [];
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="hosted-publish-progress"]')?.textContent;
      if (text && seen.progressSeen.at(-1) !== text) seen.progressSeen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByTestId('hosted-publish-submit').click();
  const done = page.getByTestId('hosted-publish-done');
  await expect(done).toContainText('20,001 rows published.', { timeout: 60_000 });
  await expect(done.getByRole('heading', { level: 4 })).toBeFocused();
  const progressSeen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
  expect(progressSeen[0]).toMatch(/^Reading the file… \d+%/);
  await expect(page.getByTestId('hosted-publish-errors')).toContainText(
    'Row 20002, column Longitude: "not a number" is not a longitude (-180 to 180): the row is kept without a location.',
  );
  await expect(page.getByTestId('hosted-publish-errors')).toContainText(
    'Row 20003: The row has 2 values; the header has 6.',
  );
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('hosted-layer-published'), fullPage: true });

  // The dataset page: the record count, the table, the points on the map.
  await page.getByTestId('hosted-publish-view').click();
  await page.waitForURL(/\/datasets\/[0-9a-f]{32}$/);
  await expect(page.getByTestId('dataset-record-count')).toHaveText('20,001 records · 6 fields · Points');
  await expect(page.getByTestId('dataset-table').locator('caption')).toHaveText('Rows 1–25 of 20,001');
  await expect(page.getByTestId('dataset-table').locator('tbody tr').first()).toContainText('Market St');
  await expect(page.getByTestId('dataset-fields')).toContainText(/Repair ID\s*Repair_ID\s*Text/);
  const map = page.getByTestId('dataset-map');
  await map.scrollIntoViewIfNeeded();
  await expect(map).toContainText('The map shows the first 10,000 of 20,001 features.');
  await expect(map.locator('canvas.maplibregl-canvas')).toBeVisible();
});

test('on a phone the dataset page fits the screen: the wide table scrolls inside its box', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${SITE}/datasets/riverside::street-trees`);
  await waitForHydration(page);
  await expect(page.getByTestId('dataset-table').locator('tbody tr')).toHaveCount(25);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const scroller = page.getByTestId('dataset-table').getByRole('region');
  expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
});

// Issue 17, ADR 0163: a small public CSV that was never published is served by the hub's dataset service
// (`/datasets/{id}_0/FeatureServer/0`), so its page has the data itself — table, map, fields and exports.
test('a public CSV file is read as data: its rows in the table and on the map, filtered by the server', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const foreign = collectForeignRequests(page, E2E_PORT);
  await page.goto(`${SITE}/datasets/riverside::public-art`);
  await waitForHydration(page);
  await expect(page.getByTestId('dataset-record-count')).toHaveText('16 records · 7 fields · Points');
  const table = page.getByTestId('dataset-table');
  await expect(table.locator('caption')).toHaveText('Rows 1–16 of 16');
  // A year reads as a year.
  await expect(table.locator('tbody tr').first()).toContainText('2019');
  await table.getByLabel('Find rows containing').fill('Mural');
  await table.getByRole('button', { name: 'Filter' }).click();
  await expect(table.locator('caption')).toHaveText('Rows 1–7 of 7');

  const service = await page.getByRole('link', { name: 'Feature service (ArcGIS REST)' }).getAttribute('href');
  expect(service).toMatch(/^\/datasets\/[0-9a-f]{32}_0\/FeatureServer\/0\?f=json$/);
  const where = encodeURIComponent("Kind = 'Mural'");
  const layer = service!.replace(/\?.*$/, '');
  const counted = (await (
    await page.request.get(`http://localhost:${E2E_PORT}${layer}/query?where=${where}&returnCountOnly=true&f=json`)
  ).json()) as { count: number };
  expect(counted.count).toBe(7);

  const map = page.getByTestId('dataset-map');
  await map.scrollIntoViewIfNeeded();
  // The map follows the table's filter (issue 43 item 2): the 7 murals, not all 16 artworks.
  await expect(map).toContainText('The map shows all 7 features.');
  await expect(map.locator('canvas.maplibregl-canvas')).toBeVisible();
  await expect(page.getByTestId('dataset-fields')).toContainText('Mural');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: screenshotPath('dataset-public-csv'), fullPage: true });
  expect(errors).toEqual([]);
  expect(foreign).toEqual([]);
});
