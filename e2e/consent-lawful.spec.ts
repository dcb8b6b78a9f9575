import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_PASSWORD, E2E_PORT } from './playwright.config.ts';
import { expectNoSeriousViolations, screenshotPath } from './support/memberSession.ts';
import { waitForHydration } from './support/pageChecks.ts';

// Lawful consent (issue 43 item 5, ADR 0212): nothing but the strictly necessary is pre-selected, rejecting is as
// easy as accepting, the choice changes from any page's footer, and a visit shorter than a flush still counts.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;
const SITE_ID = createHash('sha256').update('plaza-demo:riverside:site-open-data').digest('hex').slice(0, 32);
const CLEAN = { storageState: { cookies: [], origins: [] } };

/** The site's views of an item in the last 24 hours, read through the telemetry report API as the site's owner. */
async function viewsOf(request: APIRequestContext, title: string): Promise<number> {
  const signedIn = await request.post('/sharing/rest/generateToken', {
    form: {
      username: 'admin_riverside',
      password: E2E_PASSWORD,
      client: 'referer',
      referer: `http://localhost:${E2E_PORT}`,
      f: 'json',
    },
  });
  const { token } = (await signedIn.json()) as { token: string };
  const response = await request.get('/api/telemetry/v1/reports', {
    params: { siteId: SITE_ID, range: 'day' },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const report = (await response.json()) as { topContent: { title: string | null; views: number }[] };
  return report.topContent.find((entry) => entry.title === title)?.views ?? 0;
}

async function freshVisit(page: Page, path: string): Promise<void> {
  await page.goto(`${SITE}${path}`);
  await waitForHydration(page);
}

/** What a button looks like: the styles that make one choice stand out over another. */
function looks(button: Locator): Promise<string> {
  return button.evaluate((element) => {
    const style = getComputedStyle(element);
    return [style.backgroundColor, style.color, style.borderColor, style.fontWeight, style.fontSize].join(' ');
  });
}

test('nothing but the strictly necessary is ticked, and rejecting sits beside accepting, alike', async ({
  browser,
}) => {
  const context = await browser.newContext(CLEAN);
  const page = await context.newPage();
  await freshVisit(page, '/');
  const banner = page.getByTestId('consent-banner');
  const accept = banner.getByRole('button', { name: 'Accept all' });
  const reject = banner.getByRole('button', { name: 'Reject all' });
  await expect(accept).toBeVisible();
  await expect(reject).toBeVisible();
  // Side by side in one group of actions, one after the other, and styled the same.
  expect(
    await reject.evaluate(
      (element) =>
        element.previousElementSibling?.textContent === 'Accept all' ||
        element.nextElementSibling?.textContent === 'Accept all',
    ),
  ).toBe(true);
  expect(await looks(reject)).toBe(await looks(accept));
  const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()];
  expect(rejectBox?.height).toBe(acceptBox?.height);
  expect(rejectBox?.y).toBe(acceptBox?.y);
  await page.screenshot({ path: screenshotPath('consent-banner-lawful') });

  await banner.getByRole('button', { name: 'Choose…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Privacy settings' });
  await expect(dialog).toBeVisible();
  const necessary = dialog.getByRole('checkbox', { name: /Strictly necessary/ });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  for (const category of [/Performance/, /Functional/, /Targeting/]) {
    await expect(dialog.getByRole('checkbox', { name: category })).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: category })).toBeEnabled();
  }
  await expect(dialog.getByRole('button', { name: 'Reject all' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Accept all' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('privacy-settings-lawful') });
  // Saving what was shown is a refusal.
  await dialog.getByRole('button', { name: 'Save choices' }).click();
  await expect(dialog).toBeHidden();
  await expect(banner).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('PLAZA_PRIVACY_SETTINGS') ?? 'null'));
  expect(stored).toMatchObject({ accepted: true, performance: false, functional: false, targeting: false });
  await context.close();
});

test("the choice changes from another page's footer", async ({ browser }) => {
  const context = await browser.newContext(CLEAN);
  const page = await context.newPage();
  await freshVisit(page, '/');
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Accept all' }).click();
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);

  await freshVisit(page, '/datasets/riverside::street-trees');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Privacy settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Privacy settings' });
  // The dialog opens on the choice made.
  for (const category of [/Performance/, /Functional/, /Targeting/]) {
    await expect(dialog.getByRole('checkbox', { name: category })).toBeChecked();
  }
  // Withdrawing is one click, as accepting was; a tracker already running is unloaded by a reload.
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Reject all' }).click()]);
  await waitForHydration(page);
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);

  await freshVisit(page, '/search?q=trees');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy settings' }).press('Enter');
  for (const category of [/Performance/, /Functional/, /Targeting/]) {
    await expect(dialog.getByRole('checkbox', { name: category })).not.toBeChecked();
  }
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await context.close();
});

test('a visit shorter than a flush, just after consenting, still counts one page view', async ({
  browser,
  request,
}) => {
  const before = await viewsOf(request, 'Bus Stops');
  const context = await browser.newContext(CLEAN);
  const page = await context.newPage();
  await freshVisit(page, '/datasets/riverside::bus-stops');
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Accept all' }).click();
  await expect(page.getByTestId('consent-banner')).toBeHidden();
  // Gone at once — well before the tracker's 3 s timer: the view goes as the page is hidden.
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => viewsOf(request, 'Bus Stops'), { timeout: 15_000 }).toBe(before + 1);
  await context.close();
});
