import { expect, test } from '@playwright/test';
import { E2E_PORT } from './playwright.config.ts';
import { expectNoSeriousViolations, screenshotPath, signInAs } from './support/memberSession.ts';
import { waitForHydration } from './support/pageChecks.ts';

// ADR 0108: a publisher adds a CSV file from the workspace, shares it with the public, lands on its dataset page,
// and visitors find it in the site's catalog; a URL the server will not fetch is refused in place; a viewer has no
// way in.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;
test.use({ reducedMotion: 'reduce' });
const STAMP = Date.now().toString(36);
const TITLE = `Riverside benches ${STAMP}`;

test('a publisher uploads a CSV with progress, shares it publicly, and visitors find it on the site', async ({
  page,
  browser,
}) => {
  await signInAs(page, SITE, 'publisher_riverside');
  await page.getByTestId('create-content').click();
  await page.waitForURL(`${SITE}/workspace/content/new`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add content' })).toBeVisible();
  await expect(page).toHaveTitle(/^Add content \| /);

  // Source: a small CSV; its type and title follow from the file name.
  await page.getByTestId('source-file-input').setInputFiles({
    name: `riverside_benches-${STAMP}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from('id,street,seats\n1,Mill Road,3\n2,Park Lane,4\n'),
  });
  const form = page.getByTestId('add-content-form');
  await expect(form.getByRole('combobox', { name: 'Item type' })).toHaveValue('CSV');
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue(TITLE);
  await form.getByRole('textbox', { name: 'Summary' }).fill('Every public bench along the river, with its seats.');
  await form.getByRole('textbox', { name: 'Tags' }).fill('benches');
  await form.getByRole('textbox', { name: 'Tags' }).press('Enter');
  await expect(form.getByRole('button', { name: 'Remove benches' })).toBeVisible();
  await form.getByTestId('content-access-public').click();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('add-content-wizard'), fullPage: true });

  // Publish: the upload's progress reaches 100%, then the item's page on the site is one link away.
  await page.getByTestId('add-content-submit').click();
  await expect(page.getByTestId('add-content-percent')).toHaveText('Uploading: 100%');
  await expect(page.getByRole('progressbar', { name: 'Uploading the file' })).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByTestId('add-content-done')).toContainText(`“${TITLE}” is published.`);
  await expect(page.getByRole('heading', { level: 3, name: `“${TITLE}” is published.` })).toBeFocused();
  await page.screenshot({ path: screenshotPath('add-content-published'), fullPage: true });
  await page.getByTestId('add-content-view').click();
  await page.waitForURL(/\/datasets\/[0-9a-f]{32}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  const datasetPath = new URL(page.url()).pathname;

  // Public: an anonymous visitor opens the dataset and finds it in the catalog search.
  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  expect((await anonymous.goto(`${SITE}${datasetPath}`))?.status()).toBe(200);
  await anonymous.goto(`${SITE}/search?q=${encodeURIComponent(TITLE)}`);
  await waitForHydration(anonymous);
  await expect(anonymous.getByRole('link', { name: TITLE })).toBeVisible();
  await visitor.close();
});

test('a web address the server does not fetch from is refused in place, and what was typed stays', async ({ page }) => {
  await signInAs(page, SITE, 'publisher_riverside', '/workspace/content/new');
  const form = page.getByTestId('add-content-form');
  await expect(page.getByRole('heading', { level: 1, name: 'Add content' })).toBeVisible();
  await form.getByTestId('source-url').click();
  const address = form.getByRole('textbox', { name: 'Web address (http or https)' });
  // Nothing to publish yet: said at the field, which gets the focus; nothing is sent.
  await page.getByTestId('add-content-submit').click();
  await expect(form.getByText('Enter a web address.')).toBeVisible();
  await expect(address).toBeFocused();
  await address.fill('http://127.0.0.1:1/x.csv');
  await expect(form.getByRole('combobox', { name: 'Item type' })).toHaveValue('CSV');
  await form.getByRole('textbox', { name: 'Title' }).fill(`Not fetched ${STAMP}`);
  await page.getByTestId('add-content-submit').click();

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The content was not published');
  // In the person's words, not the parameter's (issue 13).
  await expect(alert).toContainText('Plaza does not fetch files from that address');
  await expect(alert).not.toContainText('dataUrl');
  await expect(address).toHaveValue('http://127.0.0.1:1/x.csv');
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue(`Not fetched ${STAMP}`);
  await expect(form.getByRole('combobox', { name: 'Item type' })).toHaveValue('CSV');
  await expect(page.getByTestId('add-content-submit')).toBeEnabled();
  // Everything can still be changed: another source, another access level.
  await expect(form.getByRole('radio', { name: 'A file' })).toBeEnabled();
  await expect(form.getByRole('radio', { name: 'Only the owner' })).toBeEnabled();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('add-content-refused-url'), fullPage: true });
});

test('a viewer has no Add content action, and the screen says why when reached by its address', async ({ page }) => {
  await signInAs(page, SITE, 'viewer_riverside');
  await expect(page.getByRole('heading', { level: 1, name: 'Your workspace' })).toBeVisible();
  await expect(page.getByTestId('create-content')).toHaveCount(0);
  await page.goto(`${SITE}/workspace/content/new`);
  await expect(page.getByTestId('add-content-denied')).toBeVisible();
  await expect(page.getByTestId('add-content-form')).toHaveCount(0);
});

test('in Arabic the screen reads right to left, with its own words', async ({ page }) => {
  await signInAs(page, SITE, 'publisher_riverside', '/workspace/content/new');
  await page.goto(`${SITE}/workspace/content/new?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'إضافة محتوى' })).toBeVisible();
  const form = page.getByTestId('add-content-form');
  await form.getByTestId('source-file-input').setInputFiles({
    name: 'حدائق_المدينة.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await expect(form.getByRole('combobox', { name: 'نوع العنصر' })).toHaveValue('PDF');
  await expect(form.getByRole('textbox', { name: 'العنوان' })).toHaveValue('حدائق المدينة');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('add-content-wizard-ar'), fullPage: true });
});
