import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from './playwright.config.ts';
import { collectForeignRequests } from './support/localRequests.ts';
import { expectNoSeriousViolations, screenshotPath } from './support/memberSession.ts';
import { collectPageErrors, waitForHydration } from './support/pageChecks.ts';

// Issue 43 item 1: the last step of the journey — a web map opens as a map, an app opens, a document shows its pages.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;
const PHONE = { width: 390, height: 844 };

/** The number of features a layer of the web map says it has drawn, once it has drawn them all. */
async function expectLayerDrawn(page: Page, title: string): Promise<void> {
  const item = page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: title }) });
  await expect(item).toContainText(/Features drawn: [1-9]/, { timeout: 30_000 });
}

test('a web map draws its layers from Plaza’s feature services, with a layer list, pop-ups, zoom to extent and full screen', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const foreign = collectForeignRequests(page, E2E_PORT);
  await page.goto(`${SITE}/maps/riverside::parks-map`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parks and Trails Map');
  const viewer = page.getByTestId('web-map');
  await expect(viewer.getByRole('heading', { level: 2 })).toHaveText('Map');
  // The layer list is the legend: each operational layer by its title, with what it has drawn.
  const layers = viewer.getByRole('group', { name: 'Layers' });
  await expect(layers.getByRole('checkbox')).toHaveCount(3);
  for (const title of ['Park Boundaries', 'Bike Lanes and Trails', 'Street Trees']) {
    await expect(layers.getByRole('checkbox', { name: title })).toBeChecked();
    await expectLayerDrawn(page, title);
  }
  await expect(viewer).toContainText('Basemap: Plaza basemap');
  // The map's canvas is labelled, and MapLibre has drawn the layers' features (queried from the map itself).
  const canvas = viewer.getByRole('region').or(viewer.locator('canvas.maplibregl-canvas')).last();
  await expect(viewer.locator('canvas.maplibregl-canvas')).toHaveAttribute('aria-label', /Parks and Trails Map/);
  await expect(canvas).toBeVisible();

  // A layer switched off leaves the map; its checkbox says so.
  await layers.getByRole('checkbox', { name: 'Street Trees' }).uncheck();
  await expect(layers.getByRole('checkbox', { name: 'Street Trees' })).not.toBeChecked();

  // A click on a feature opens its pop-up with the layer's title and the feature's attributes.
  const box = (await viewer.locator('canvas.maplibregl-canvas').boundingBox())!;
  let opened = false;
  for (let attempt = 0; attempt < 40 && !opened; attempt++) {
    const x = box.x + box.width * (0.2 + (0.6 * ((attempt * 7) % 10)) / 10);
    const y = box.y + box.height * (0.2 + (0.6 * ((attempt * 3) % 10)) / 10);
    await page.mouse.click(x, y);
    opened = await page.locator('.maplibregl-popup').isVisible();
  }
  expect(opened).toBe(true);
  const popup = page.locator('.maplibregl-popup');
  await expect(popup.getByRole('heading', { level: 3 })).toHaveText(/Park Boundaries|Bike Lanes and Trails/);
  await expect(popup.locator('dt').first()).toBeVisible();
  await page.screenshot({ path: screenshotPath('web-map-desktop-en') });
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toHaveCount(0);

  // Zoom to extent brings the map back to the item's extent after the visitor zoomed in.
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: "Zoom to the map's extent" }).click();

  // Full screen from the keyboard: the viewer fills the screen and says so.
  const full = page.getByRole('button', { name: 'Full screen' });
  await full.focus();
  await page.keyboard.press('Enter');
  await expect(full).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => document.fullscreenElement?.classList.contains('web-map'))).toBe(true);
  await page.keyboard.press('Enter');
  await expect(full).toHaveAttribute('aria-pressed', 'false');

  await expectNoSeriousViolations(page);
  expect(foreign).toEqual([]);
  expect(errors).toEqual([]);
});

test('an app opens at its address; a PDF shows its pages, its size and type, and downloads', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(`${SITE}/apps/riverside::tree-explorer`);
  await waitForHydration(page);
  const open = page.getByRole('link', { name: 'Open the app' });
  await expect(open).toHaveAttribute('href', '/maps/riverside::parks-map');
  await open.click();
  await expect(page).toHaveURL(`${SITE}/maps/riverside::parks-map`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parks and Trails Map');

  await page.goto(`${SITE}/documents/riverside::bike-master-plan`);
  await waitForHydration(page);
  const use = page.getByTestId('item-use');
  await expect(use.getByTestId('item-file-download')).toHaveText('Download bike-master-plan.pdf');
  await expect(use).toContainText(/PDF, [\d.]+ kB/);
  const preview = page.getByTestId('pdf-preview');
  await expect(preview).toContainText('Page 1 of 3');
  await expect(preview.locator('canvas[data-rendered-page="1"]')).toHaveCount(1, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(preview).toContainText('Page 2 of 3');
  await expect(preview.locator('canvas[data-rendered-page="2"]')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  await page.screenshot({ path: screenshotPath('pdf-preview-desktop-en') });
  await expectNoSeriousViolations(page);
  // Its place: the extent outlined on a small map (issue 43 item 2), looked at in the screenshot.
  const location = page.getByRole('region', { name: 'Location' });
  await location.scrollIntoViewIfNeeded();
  await expect(location.locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(1000);
  await location.screenshot({ path: screenshotPath('extent-outline-en') });

  // The file is a real PDF, not an empty one.
  const href = (await use.getByTestId('item-file-download').getAttribute('href'))!;
  const file = await request.get(href);
  expect(file.status()).toBe(200);
  const bytes = await file.body();
  expect(bytes.length).toBeGreaterThan(1000);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(errors).toEqual([]);
});

test('DCAT-US lists a document’s file only when it has one', async ({ page }) => {
  // Read in the browser: the site's hostname resolves there (Chromium maps *.localhost to this machine).
  await page.goto(`${SITE}/api/feed/v1/dcat-us/3.0`);
  const checked = await page.evaluate(async () => {
    const body = (await (await fetch('/api/feed/v1/dcat-us/3.0')).json()) as {
      dataset: { title: string; distribution?: { downloadURL?: string }[] }[];
    };
    const files: { title: string; url: string; status: number; bytes: number }[] = [];
    for (const dataset of body.dataset) {
      for (const d of dataset.distribution ?? []) {
        if (!d.downloadURL?.includes('/sharing/rest/content/items/')) continue;
        const got = await fetch(d.downloadURL);
        files.push({
          title: dataset.title,
          url: d.downloadURL,
          status: got.status,
          bytes: (await got.arrayBuffer()).byteLength,
        });
      }
    }
    return files;
  });
  // The demo's documents are listed with their files, and every file a distribution names is there and not empty.
  expect(checked.map((f) => f.title)).toEqual(
    expect.arrayContaining(['Bicycle Master Plan', 'Urban Forest Management Plan']),
  );
  for (const file of checked) {
    expect(file.status, `${file.title}: ${file.url}`).toBe(200);
    expect(file.bytes, `${file.title}: ${file.url}`).toBeGreaterThan(0);
  }
});

for (const lang of ['en', 'ar'] as const) {
  for (const [device, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', PHONE],
  ] as const) {
    test(`the web map and the PDF in ${lang} on a ${device}: labelled, axe-clean, shown`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(`${SITE}/maps/riverside::transit-map?lang=${lang}`);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      const viewer = page.getByTestId('web-map');
      await expect(viewer.getByRole('checkbox')).toHaveCount(2);
      // On a phone the map waits for a tap (ADR 0214).
      if (device === 'phone') await viewer.locator('.map-view__show').click();
      await expect(viewer.locator('.web-map__count').last()).toContainText(/[1-9١-٩]/, { timeout: 30_000 });
      await viewer.scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(`web-map-${device}-${lang}`), fullPage: device === 'phone' });
      await expectNoSeriousViolations(page);
      await page.goto(`${SITE}/documents/riverside::urban-forest-plan?lang=${lang}`);
      await waitForHydration(page);
      await expect(page.getByTestId('pdf-preview').locator('canvas[data-rendered-page="1"]')).toHaveCount(1, {
        timeout: 30_000,
      });
      await page.getByTestId('pdf-preview').scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(`pdf-preview-${device}-${lang}`) });
      await expectNoSeriousViolations(page);
    });
  }
}

// Issue 43 item 2: a dataset's map draws its first page of features at once, not after the last page.
test('a dataset’s map shows its first features while later pages are still loading', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  // Every page after the first is held back until the map has shown the first.
  await page.route(/\/FeatureServer\/0\/query\?.*resultOffset=(?!0&)\d+/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${SITE}/datasets/riverside::street-trees`);
  await waitForHydration(page);
  const map = page.getByTestId('dataset-map');
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 20_000 });
  await expect(map).toContainText('Loaded 2,000 of 8,000 features…');
  release();
  await expect(map).toContainText('The map shows all 8,000 features.', { timeout: 30_000 });
});
