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
    if (/\/assets\/MapView-[^/]+\.js$/.test(request.url())) mapChunks.push(request.url());
  });
  for (const [path, shot] of [
    ['/maps/riverside::parks-map', 'phone-map-waits-for-tap'],
    ['/maps/riverside::parks-map?lang=ar', 'phone-map-waits-for-tap-ar'],
  ] as const) {
    await page.goto(`${SITE}${path}`);
    await waitForHydration(page);
    const show = page
      .locator('.map-view')
      .getByRole('button', { name: path.endsWith('ar') ? 'اعرض الخريطة' : 'Show the map' });
    await show.scrollIntoViewIfNeeded();
    await expect(show).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: screenshotPath(shot) });
  }
  expect(mapChunks).toEqual([]);
  await page.locator('.map-view').getByRole('button').press('Enter');
  await expect(page.locator('.map-view canvas.maplibregl-canvas')).toBeVisible();
  await expect(page.locator('.map-view').getByRole('button', { name: 'اعرض الخريطة' })).toHaveCount(0);
  expect(mapChunks.length).toBe(1);
  expect(errors).toEqual([]);
  await context.close();
});

test('on a wide screen a map in view loads by itself', async ({ page }) => {
  await page.goto(`${SITE}/maps/riverside::parks-map`);
  await waitForHydration(page);
  await page.locator('.map-view').scrollIntoViewIfNeeded();
  await expect(page.locator('.map-view canvas.maplibregl-canvas')).toBeVisible();
  await expect(page.locator('.map-view').getByRole('button', { name: 'Show the map' })).toHaveCount(0);
});
