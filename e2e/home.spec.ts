import { expect, test } from '@playwright/test';
import { collectPageErrors, expectNoSeriousA11yViolations, waitForHydration } from './support/pageChecks.ts';

test('the home page is rendered on the server: the organisation’s home site', async ({ request }) => {
  const res = await request.get('/');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('<title>Riverside Open Data</title>');
  expect(html).toMatch(/<h1[^>]*>Riverside Open Data<\/h1>/);
});

test('the home page hydrates without console errors and passes axe', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Riverside Open Data');
  await expect(page.getByRole('main')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(errors).toEqual([]);
});

test('the skip link is the first stop of the keyboard and moves focus to the main content', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});

test('Arabic is served right to left', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/?lang=ar');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Riverside');
  await expectNoSeriousA11yViolations(page);
  expect(errors).toEqual([]);
});

test('an unknown path answers 404 with a helpful page', async ({ page }) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
});

test('hashed assets are served with long cache headers', async ({ request }) => {
  const html = await (await request.get('/')).text();
  // The entry is named in the inline script that starts the modules after the first paint (ADR 0214).
  const script = /var scripts=\["(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const res = await request.get(script!);
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('the language picker switches to Arabic without JavaScript and remembers the choice', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByLabel('Language').selectOption('ar');
  await page.getByRole('button', { name: 'Change' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await context.close();
});
