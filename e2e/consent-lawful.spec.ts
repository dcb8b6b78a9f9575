import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_PORT } from './playwright.config.ts';
import { expectNoSeriousViolations, screenshotPath } from './support/memberSession.ts';
import { waitForHydration } from './support/pageChecks.ts';
import { riversideDayReport, viewsOf } from './support/telemetryReport.ts';

// Lawful consent (issue 43 item 5, ADR 0212): nothing but the strictly necessary is pre-selected, rejecting is as
// easy as accepting, the choice changes from any page's footer, and a visit shorter than a flush still counts.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;
const CLEAN = { storageState: { cookies: [], origins: [] } };

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
  // Functional only (no performance: nothing is counted, so the views other specs read stay theirs).
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Choose…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Privacy settings' });
  await dialog.getByRole('checkbox', { name: /Functional/ }).check();
  await dialog.getByRole('button', { name: 'Save choices' }).click();
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);

  await freshVisit(page, '/datasets/riverside::street-trees');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'Privacy settings' }).click();
  // The dialog opens on the choice made.
  await expect(dialog.getByRole('checkbox', { name: /Functional/ })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /Performance/ })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /Targeting/ })).not.toBeChecked();
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
  const before = viewsOf(await riversideDayReport(request), 'Bus Stops');
  const context = await browser.newContext(CLEAN);
  const page = await context.newPage();
  await freshVisit(page, '/datasets/riverside::bus-stops');
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Accept all' }).click();
  await expect(page.getByTestId('consent-banner')).toBeHidden();
  // Gone at once — well before the tracker's 3 s timer: the view goes as the page is hidden.
  await page.close({ runBeforeUnload: true });
  await expect
    .poll(async () => viewsOf(await riversideDayReport(request), 'Bus Stops'), { timeout: 15_000 })
    .toBe(before + 1);
  await context.close();
});
