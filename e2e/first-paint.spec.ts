import { expect, test } from '@playwright/test';
import { E2E_PORT } from './playwright.config.ts';
import { expectNoSeriousViolations, screenshotPath } from './support/memberSession.ts';
import { collectPageErrors, waitForHydration } from './support/pageChecks.ts';

// Issue 42 (ADR 0214): a public page shows its server-rendered content first; its modules are fetched after the first
// contentful paint, all at once, and the page then hydrates as before.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;

for (const path of ['/', '/datasets/riverside::street-trees', '/search?q=parks']) {
  test(`${path}: no module is fetched before the first contentful paint, and the page hydrates`, async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto(`${SITE}${path}`);
    await waitForHydration(page);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
        .map((entry) => ({ name: entry.name, start: entry.startTime })),
    }));
    expect(timing.paint).toBeGreaterThan(0);
    // The entry, the shared site chunk and the route's own chunk at least.
    expect(timing.scripts.length).toBeGreaterThanOrEqual(3);
    for (const script of timing.scripts) expect(script.start, script.name).toBeGreaterThanOrEqual(timing.paint!);
    expect(errors).toEqual([]);
  });
}

test('a page opened without JavaScript still shows its content', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${SITE}/datasets/riverside::street-trees`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Street Trees');
  await context.close();
});

test('on a phone a web map waits for a tap: no MapLibre before it, the map after it', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const mapChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(MapView|WebMapViewer|maplibre)[^/]*\.js$/.test(request.url())) mapChunks.push(request.url());
  });
  for (const [path, shot] of [
    ['/maps/riverside::parks-map', 'phone-map-waits-for-tap'],
    ['/maps/riverside::parks-map?lang=ar', 'phone-map-waits-for-tap-ar'],
  ] as const) {
    await page.goto(`${SITE}${path}`);
    await waitForHydration(page);
    const show = page
      .getByTestId('web-map')
      .getByRole('button', { name: path.endsWith('ar') ? 'اعرض الخريطة' : 'Show the map' });
    await show.scrollIntoViewIfNeeded();
    await expect(show).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: screenshotPath(shot) });
  }
  expect(mapChunks).toEqual([]);
  await page.getByTestId('web-map').getByRole('button', { name: 'اعرض الخريطة' }).press('Enter');
  await expect(page.getByTestId('web-map').locator('canvas.maplibregl-canvas')).toBeVisible();
  await expect(page.getByTestId('web-map').getByRole('button', { name: 'اعرض الخريطة' })).toHaveCount(0);
  expect(mapChunks.length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
  await context.close();
});

test('on a wide screen a map in view loads by itself', async ({ page }) => {
  await page.goto(`${SITE}/maps/riverside::parks-map`);
  await waitForHydration(page);
  await page.getByTestId('web-map').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('web-map').locator('canvas.maplibregl-canvas')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show the map' })).toHaveCount(0);
});

test('the consent banner is drawn with the first paint, works once hydrated, and never shows to a visitor who chose', async ({
  browser,
}) => {
  // A first visit: no stored choice (the suite's default state holds one).
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  // The entry is held back: what shows is the server's page and the start script's work only.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry-client-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${SITE}/search?q=parks`);
  const banner = page.getByTestId('consent-banner');
  const accept = banner.getByRole('button', { name: 'Accept all' });
  await expect(banner).toBeVisible();
  await expect(accept).toBeDisabled();
  await page.screenshot({ path: screenshotPath('consent-banner-before-hydration') });
  const phone = await context.newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.route(/\/assets\/entry-client-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await phone.goto(`${SITE}/search?q=parks&lang=ar`);
  await expect(phone.getByTestId('consent-banner').getByRole('button', { name: 'قبول الكل' })).toBeDisabled();
  await phone.screenshot({ path: screenshotPath('consent-banner-before-hydration-phone-ar') });
  release();
  await waitForHydration(phone);
  await expectNoSeriousViolations(phone);
  await phone.close();
  await waitForHydration(page);
  await expect(accept).toBeEnabled();
  await accept.click();
  await expect(banner).toHaveCount(0);

  // Back with the choice stored, the page still held before hydration: the banner is in the HTML but never shown.
  let releaseAgain: () => void = () => {};
  const heldAgain = new Promise<void>((resolve) => (releaseAgain = resolve));
  await page.unroute(/\/assets\/entry-client-[^/]+\.js$/);
  await page.route(/\/assets\/entry-client-[^/]+\.js$/, async (route) => {
    await heldAgain;
    await route.continue();
  });
  await page.goto(`${SITE}/datasets/riverside::street-trees`);
  await expect(page.locator('html[data-consent-chosen]')).toHaveCount(1);
  await expect(banner).toHaveCount(1);
  await expect(banner).toBeHidden();
  releaseAgain();
  await waitForHydration(page);
  await expect(banner).toHaveCount(0);
  await context.close();
});
