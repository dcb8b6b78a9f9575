import { expect, test } from '@playwright/test';
import { E2E_PORT } from './playwright.config.ts';
import { collectForeignRequests } from './support/localRequests.ts';
import { collectPageErrors, expectNoSeriousA11yViolations, waitForHydration } from './support/pageChecks.ts';

// Issue 8: a visitor arrives at an organisation's site by its hostname, reads its pages.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;
const HILLCREST = `http://data-hillcrest.localhost:${E2E_PORT}`;

test('the Riverside site answers on its *.localhost hostname, its home rendered on the server', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(`${SITE}/`);
  expect(response?.status()).toBe(200);
  const html = await response!.text();
  expect(html).toContain('<title>Riverside Open Data</title>');
  expect(html).toMatch(/<h1 class="hero-card__title">Riverside Open Data<\/h1>/);
  expect(html).toContain('<meta property="og:site_name" content="Riverside Open Data">');
  // The catalog card's results are in the HTML too.
  await expect(page.getByRole('heading', { name: 'Latest datasets' })).toBeVisible();
  await expect(page.locator('.card--gallery .result-card')).toHaveCount(6);
  await context.close();
});

test('the home hydrates without console errors, and the menu leads to a page', async ({ page }) => {
  const errors = collectPageErrors(page);
  const foreign = collectForeignRequests(page, E2E_PORT);
  await page.goto(`${SITE}/`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Riverside Open Data');
  const nav = page.getByRole('navigation', { name: 'Primary' });
  await nav.getByRole('link', { name: 'Parks and Trails' }).click();
  await expect(page).toHaveURL(`${SITE}/pages/riverside::parks-and-trails`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parks and Trails');
  await expect(nav.getByRole('link', { name: 'Parks and Trails' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle('Parks and Trails | Riverside Open Data');
  await expect(page.getByRole('img', { name: /Drawing of a park/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Parks data, maps and apps' })).toBeVisible();
  expect(errors).toEqual([]);
  expect(foreign).toEqual([]);
});

test('stat cards show numbers to 2 decimals, and "--" for a value not served yet', async ({ page }) => {
  await page.goto(`${SITE}/`);
  await expect(page.locator('.card--stat').filter({ hasText: 'Bike lanes and trails' })).toContainText('86.44 km');
  await expect(page.locator('.card--stat').filter({ hasText: 'Street trees' })).toContainText('48,213');
  await page.goto(`${SITE}/pages/riverside::about-the-data`);
  await expect(
    page.locator('.card--stat').filter({ hasText: 'Downloads this month' }).locator('.stat-card__number'),
  ).toHaveText('--');
});

for (const lang of ['en', 'ar'] as const) {
  test(`axe finds nothing serious on the home and a page (${lang})`, async ({ page }) => {
    const errors = collectPageErrors(page);
    for (const path of ['/', '/pages/riverside::parks-and-trails', '/pages/riverside::about-the-data']) {
      await page.goto(`${SITE}${path}?lang=${lang}`);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expectNoSeriousA11yViolations(page);
    }
    expect(errors).toEqual([]);
  });
}

test('Arabic mirrors the chrome: the header starts on the right', async ({ page }) => {
  await page.goto(`${SITE}/?lang=ar`);
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: 'تخطَّ إلى المحتوى الرئيسي' })).toBeAttached();
  const brand = await page.locator('.site-header__brand').boundingBox();
  const viewport = page.viewportSize()!;
  expect(brand!.x + brand!.width).toBeGreaterThan(viewport.width / 2);
  await expect(page.getByRole('search').getByRole('button')).toHaveText('بحث');
});

test('the skip link is the first stop of the keyboard and focus is visible', async ({ page }) => {
  await page.goto(`${SITE}/`);
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  expect(await skip.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${SITE}/#main`);
});

test('the bare base host shows the organisation’s home site', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Riverside Open Data');
});

test('Hillcrest has a smaller site of its own, with its own theme', async ({ page }) => {
  await page.goto(`${HILLCREST}/`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hillcrest County Data');
  await expect(page.locator('.site-header')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(page.locator('.card--gallery .result-card').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an unknown site host answers 404 with a page that says where to go', async ({ page }) => {
  const response = await page.goto(`http://nowhere-riverside.localhost:${E2E_PORT}/`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site not found');
  await expect(page.getByText(`nowhere-riverside.localhost:${E2E_PORT}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the organisation’s home site' })).toHaveAttribute(
    'href',
    `http://localhost:${E2E_PORT}/`,
  );
  await expectNoSeriousA11yViolations(page);
});

test('the enterprise address {portal}/apps/sites/#/{subdomain} opens the site in its path form', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/apps/sites/#/data');
  await expect(page).toHaveURL(`http://localhost:${E2E_PORT}/apps/sites/data`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Riverside Open Data');
  const nav = page.getByRole('navigation', { name: 'Primary' });
  await expect(nav.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/apps/sites/data/search');
  await nav.getByRole('link', { name: 'About the Data' }).click();
  await expect(page).toHaveURL(`http://localhost:${E2E_PORT}/apps/sites/data/pages/riverside::about-the-data`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About the Data');
  expect(errors).toEqual([]);
});

test('a page whose chunk cannot be loaded is retried, then says so in words', async ({ page }) => {
  await page.goto(`${SITE}/`);
  await waitForHydration(page);
  let attempts = 0;
  await page.route(/\/assets\/SearchRoute-[^/]+\.js$/, (route) => {
    attempts++;
    return route.abort('failed');
  });
  await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Search' }).click();
  await expect(page.getByRole('alert')).toContainText('This part of Plaza could not be loaded');
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  // Still inside the site's chrome, so the visitor can go elsewhere.
  await expect(page.getByRole('navigation', { name: 'Primary' })).toBeVisible();
  expect(attempts).toBeGreaterThanOrEqual(1);
});
