import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_PORT } from './playwright.config.ts';
import { expectNoSeriousViolations, screenshotPath } from './support/memberSession.ts';
import { waitForHydration } from './support/pageChecks.ts';

// A phone's first screen (issue 43 item 4, ADR 0213): the site's name, a menu button, the search box and the first
// results — with the site's notice and the consent banner both showing, on a 390×844 screen.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;
const PHONE = {
  storageState: { cookies: [], origins: [] },
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};

/** Fails unless the element lies wholly in the first screen, above the consent banner floating at its foot. */
async function expectOnFirstScreen(page: Page, element: Locator): Promise<void> {
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  const banner = await page.getByTestId('consent-banner').boundingBox();
  expect(box).not.toBeNull();
  expect(banner).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(banner!.y);
}

test("a phone's first screen holds the site's name, a menu button, the search box and the first results", async ({
  browser,
}) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(`${SITE}/`);
  await waitForHydration(page);
  const header = page.getByRole('banner');
  const menu = header.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Primary' });
  // The notice and the banner are both there: the first screen holds the page regardless.
  await expect(page.getByText('Water main repairs on Mill Road')).toBeVisible();
  await expect(page.getByTestId('consent-banner')).toBeVisible();
  await expectOnFirstScreen(page, header.getByRole('link', { name: 'Riverside Open Data' }));
  await expectOnFirstScreen(page, menu);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  await expectOnFirstScreen(page, page.getByRole('search').getByRole('searchbox', { name: 'Search the catalog' }));
  await page.screenshot({ path: screenshotPath('phone-home-first-screen') });

  // The menu is a disclosure, keyboard first: Enter opens it, Escape closes it and gives focus back.
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Parks and Trails' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('phone-menu-open') });
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();
  // A link in the menu leads on, and the menu is closed on the new page.
  await menu.click();
  await nav.getByRole('link', { name: 'Search' }).click();
  await expect(page).toHaveURL(`${SITE}/search`);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  await page.goto(`${SITE}/search?q=trees`);
  await waitForHydration(page);
  const box = page.getByLabel('Search the catalog');
  await expectOnFirstScreen(page, box);
  const first = page.locator('.results > li').first().getByRole('link', { name: 'Street Trees' });
  await expectOnFirstScreen(page, first);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('phone-search-first-screen') });
  await context.close();
});

test('a wide screen shows the links, no menu button', async ({ page }) => {
  await page.goto(`${SITE}/`);
  await waitForHydration(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Projects' })).toBeVisible();
});
