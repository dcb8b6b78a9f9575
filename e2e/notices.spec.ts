import { expect, test } from '@playwright/test';
import { E2E_PORT } from './playwright.config.ts';
import { expectNoSeriousViolations, screenshotPath, signInAs } from './support/memberSession.ts';
import { waitForHydration } from './support/pageChecks.ts';

// Issue 19: the demo outage notice shows on Riverside Open Data; a resident dismisses it, it stays dismissed after
// signing in on a fresh browser, and it is restored from their settings.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;
const TITLE = 'Water main repairs on Mill Road';
test.use({ reducedMotion: 'reduce' });

test('a notice shows, is dismissed on every device, and is restored from the settings', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // An anonymous visitor sees it on the home page and on other pages, in English and in Arabic.
  await page.goto(`${SITE}/`);
  await waitForHydration(page);
  const notices = page.getByRole('region', { name: 'Notices' });
  await expect(notices).toContainText(TITLE);
  await expect(notices.getByRole('link', { name: 'Find the street-works data' })).toHaveAttribute(
    'href',
    '/search?q=street',
  );
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('notice-home') });
  await page.goto(`${SITE}/search?lang=ar`);
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'الإشعارات' })).toContainText(TITLE);
  await expect(page.getByRole('button', { name: `إخفاء الإشعار: ${TITLE}` })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goto(`${SITE}/?lang=en`);

  // A resident dismisses it while signed in.
  await signInAs(page, SITE, 'user_riverside', '/');
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Notices' })).toContainText(TITLE);
  await page.getByRole('button', { name: `Dismiss the notice: ${TITLE}` }).click();
  await expect(page.getByRole('region', { name: 'Notices' })).toHaveCount(0);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notices' })).toHaveCount(0);

  // A fresh browser shows it to the anonymous visitor, and hides it once the resident signs in.
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(`${SITE}/`);
  await waitForHydration(other);
  await expect(other.getByRole('region', { name: 'Notices' })).toContainText(TITLE);
  await signInAs(other, SITE, 'user_riverside', '/');
  await waitForHydration(other);
  await expect(other.getByRole('button', { name: /Riverside User|Robin Rivers/ })).toBeVisible();
  await expect(other.getByRole('region', { name: 'Notices' })).toHaveCount(0);

  // Restored from the settings page, it shows again.
  await other.getByRole('button', { name: /Account menu/ }).click();
  await other.getByRole('link', { name: 'Profile and settings' }).click();
  await other.waitForURL(`${SITE}/people/user_riverside/profile/settings`);
  const dismissed = other.getByTestId('dismissed-notices');
  await expect(dismissed).toContainText(TITLE);
  await expectNoSeriousViolations(other);
  await other.screenshot({ path: screenshotPath('person-settings'), fullPage: true });
  await dismissed.getByRole('button', { name: `Show again: ${TITLE}` }).click();
  await expect(dismissed).toContainText('You have not dismissed any notice.');
  await other.goto(`${SITE}/`);
  await waitForHydration(other);
  await expect(other.getByRole('region', { name: 'Notices' })).toContainText(TITLE);
  await fresh.close();
});
