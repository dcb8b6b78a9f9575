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
  test.setTimeout(180_000);
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
  // Stored in their settings (a user resource) before the page goes: a reload would cancel the request.
  const stored = page.waitForResponse(
    (response) => response.url().includes('/community/users/user_riverside/addResource') && response.ok(),
  );
  await page.getByRole('button', { name: `Dismiss the notice: ${TITLE}` }).click();
  await expect(page.getByRole('region', { name: 'Notices' })).toHaveCount(0);
  await stored;
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

  // A dismissal whose request never arrives (the page was left at once) is stored by the next page (ADR 0182).
  const third = await browser.newContext();
  const hurried = await third.newPage();
  await signInAs(hurried, SITE, 'user_riverside', '/');
  await waitForHydration(hurried);
  await hurried.route('**/community/users/user_riverside/addResource*', (route) => route.abort());
  const cancelled = hurried.waitForEvent('requestfailed', (request) => request.url().includes('/addResource'));
  await hurried.getByRole('button', { name: `Dismiss the notice: ${TITLE}` }).click();
  await expect(hurried.getByRole('region', { name: 'Notices' })).toHaveCount(0);
  await cancelled;
  await hurried.unroute('**/community/users/user_riverside/addResource*');
  const sentLater = hurried.waitForResponse(
    (response) => response.url().includes('/community/users/user_riverside/addResource') && response.ok(),
    { timeout: 20_000 },
  );
  await hurried.reload();
  await sentLater;
  await other.reload();
  await waitForHydration(other);
  await expect(other.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(other.getByRole('region', { name: 'Notices' })).toHaveCount(0);
  // Shown again for the tests after this one.
  await other.goto(`${SITE}/people/user_riverside/profile/settings`);
  await other
    .getByTestId('dismissed-notices')
    .getByRole('button', { name: `Show again: ${TITLE}` })
    .click();
  await expect(other.getByTestId('dismissed-notices')).toContainText('You have not dismissed any notice.');
  await third.close();
  await fresh.close();
});

test('a site owner adds a notice for members only; one that ended is refused with the reason', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, SITE, 'admin_riverside');
  const siteId = await page.evaluate(async () => {
    const res = await fetch(
      `/sharing/rest/search?f=json&num=1&q=${encodeURIComponent('type:"Hub Site Application" AND title:"Riverside Open Data"')}`,
    );
    return ((await res.json()) as { results: { id: string }[] }).results[0]!.id;
  });
  await page.goto(`${SITE}/workspace/sites/${siteId}/settings`);
  const editor = page.getByTestId('notices-editor');
  await expect(editor).toContainText(TITLE);
  await editor.getByRole('button', { name: 'Add a notice' }).click();
  const dialog = page.getByTestId('notice-dialog');
  await dialog.getByTestId('notice-title').locator('input').fill('Staff training on Friday');
  await dialog.getByTestId('notice-message').locator('textarea').fill('The workspace is read-only from 2 to 4 pm.');
  await dialog.getByTestId('notice-end').fill('2020-01-31');
  await dialog.getByRole('combobox', { name: 'Who sees it' }).selectOption('hub:feature:workspace');
  await dialog.getByTestId('notice-save').click();
  await expect(dialog.getByRole('alert')).toContainText('The last day has already passed');
  await expectNoSeriousViolations(page);
  await dialog.getByTestId('notice-end').fill('');
  await dialog.getByTestId('notice-save').click();
  await expect(dialog).toHaveCount(0);
  await expect(editor).toContainText('Staff training on Friday');

  // Members who use the workspace see it on the site; anonymous visitors do not.
  await page.goto(`${SITE}/`);
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Notices' })).toContainText('Staff training on Friday');
  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto(`${SITE}/`);
  await waitForHydration(anonymous);
  await expect(anonymous.getByRole('region', { name: 'Notices' })).toContainText(TITLE);
  await expect(anonymous.getByRole('region', { name: 'Notices' })).not.toContainText('Staff training');
  await visitor.close();

  // Removed again, so the demo keeps one notice.
  await page.goto(`${SITE}/workspace/sites/${siteId}/settings`);
  await editor.getByRole('button', { name: 'Remove the notice Staff training on Friday' }).click();
  await expect(editor).not.toContainText('Staff training on Friday');

  // The organisation's notices, from the workspace home, show on its sites too.
  await page.goto(`${SITE}/workspace`);
  const org = page.getByTestId('org-notices');
  await expect(org.getByRole('heading', { name: 'Notices of Riverside' })).toBeVisible();
  await org.getByRole('button', { name: 'Add a notice' }).click();
  const orgDialog = page.getByTestId('notice-dialog');
  await orgDialog.getByTestId('notice-title').locator('input').fill('City offices close at noon on Friday');
  await orgDialog.getByTestId('notice-message').locator('textarea').fill('Online services stay open.');
  await orgDialog.getByTestId('notice-save').click();
  await expect(orgDialog).toHaveCount(0);
  await expect(org).toContainText('City offices close at noon on Friday');
  await expectNoSeriousViolations(page);
  await page.goto(`${SITE}/search`);
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Notices' })).toContainText('City offices close at noon on Friday');
  await page.goto(`${SITE}/workspace`);
  await org.getByRole('button', { name: 'Remove the notice City offices close at noon on Friday' }).click();
  await expect(org).not.toContainText('City offices close at noon on Friday');
});
