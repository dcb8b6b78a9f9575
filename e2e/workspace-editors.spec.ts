import { expect, test } from '@playwright/test';
import { E2E_PORT } from './playwright.config.ts';
import { chooseOption } from './support/formInputs.ts';
import { expectNoSeriousViolations, screenshotPath, signInAs } from './support/memberSession.ts';
import { waitForHydration } from './support/pageChecks.ts';
import { openSiteSettings } from './support/siteSettings.ts';

// Issue 9: the site's administrator edits the theme and a page layout (a text card and a stat card), saves, and the
// public site shows them after a reload. The demo site and its pages belong to admin_riverside.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;
const PAGE = `${SITE}/pages/riverside::about-the-data`;
test.use({ reducedMotion: 'reduce' });

test('the site theme: a colour changes the live preview, is saved, and the public site shows it after a reload', async ({
  page,
}) => {
  await signInAs(page, SITE, 'admin_riverside');
  await openSiteSettings(page);
  const theme = page.getByTestId('theme-editor');
  const headerHex = theme.getByRole('textbox', { name: 'Header background (hex value)' });
  const original = await headerHex.inputValue();

  await headerHex.fill('#5a1e6b');
  const previewHeader = theme.getByTestId('site-preview').locator('.site-header');
  await expect(previewHeader).toHaveCSS('background-color', 'rgb(90, 30, 107)');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('workspace-theme-editor'), fullPage: true });
  await theme.getByRole('button', { name: 'Save' }).click();
  await expect(theme.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`${SITE}/`);
  await expect(visitor.locator('.site-header')).toHaveCSS('background-color', 'rgb(90, 30, 107)');
  await visitor.reload();
  await expect(visitor.locator('.site-header')).toHaveCSS('background-color', 'rgb(90, 30, 107)');
  await visitor.screenshot({ path: screenshotPath('site-with-new-theme') });
  await visitor.close();

  // An invalid colour cannot be saved, and says so.
  await headerHex.fill('not-a-colour');
  await expect(theme.getByRole('button', { name: 'Save' })).toBeDisabled();
  // Back to how it was, so the demo site stays as seeded.
  await headerHex.fill(original);
  await theme.getByRole('button', { name: 'Save' }).click();
  await expect(theme.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
});

test('a page layout: add a section with a text card and a stat card, undo and redo, save; the public page shows them', async ({
  page,
}) => {
  await signInAs(page, SITE, 'admin_riverside', '/pages/riverside::about-the-data/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Layout of About the Data' })).toBeVisible();
  const sectionsBefore = await page.getByTestId('outline-section').count();

  await page.getByTestId('add-section').click();
  const section = page.getByTestId('outline-section').last();
  await chooseOption(section.getByTestId('card-type'), 'text');
  await section.getByTestId('add-card').click();
  await expect(page.getByRole('status').filter({ hasText: 'Text card added' })).toBeAttached();
  await section.getByTestId('outline-card').first().click();
  await page
    .getByTestId('setting-markdown')
    .getByRole('textbox')
    .fill('## Our promise\n\nEvery dataset we publish is kept up to date.');

  await chooseOption(section.getByTestId('card-type'), 'stat');
  await section.getByTestId('add-card').click();
  await section.getByTestId('outline-card').nth(1).click();
  await page.getByTestId('setting-cardTitle').getByRole('textbox').fill('Datasets published');
  await page.getByTestId('setting-value').getByRole('textbox').fill('128');

  // The preview is the public renderer's.
  const preview = page.getByTestId('site-preview');
  await expect(preview.getByRole('heading', { name: 'Our promise' })).toBeAttached();
  await expect(preview.getByText('Datasets published')).toBeAttached();

  // Undo takes the last change away, redo brings it back. (Looked for in the new card only: the page's list of
  // documents may hold an item another flow named with a timestamp, which can contain "128".)
  const newStat = preview.locator('.card--stat').filter({ hasText: 'Datasets published' });
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(newStat.getByText('128')).toHaveCount(0);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(newStat.getByText('128', { exact: true })).toBeAttached();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('layout-editor'), fullPage: true });

  await page.getByTestId('save-layout').click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  // The editor starts from what is stored after a reload.
  await page.reload();
  await expect(page.getByTestId('outline-section')).toHaveCount(sectionsBefore + 1);

  // And the public page shows both cards, rendered on the server.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(PAGE);
  await waitForHydration(visitor);
  await expect(visitor.getByRole('heading', { name: 'Our promise' })).toBeVisible();
  await expect(visitor.getByText('Every dataset we publish is kept up to date.')).toBeVisible();
  await expect(visitor.getByText('Datasets published')).toBeVisible();
  await expect(visitor.getByText('128', { exact: true })).toBeVisible();
  await visitor.screenshot({ path: screenshotPath('page-with-new-cards'), fullPage: true });
  await visitor.close();
});

test('leaving the layout editor with unsaved changes asks first; discard goes back to what is stored', async ({
  page,
}) => {
  await signInAs(page, SITE, 'admin_riverside', '/pages/riverside::about-the-data/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Layout of About the Data' })).toBeVisible();
  const sections = page.getByTestId('outline-section');
  const count = await sections.count();
  await page.getByTestId('add-section').click();
  await expect(sections).toHaveCount(count + 1);
  await page.getByRole('link', { name: 'Back to the workspace' }).click();
  await expect(page.getByText('Leave without saving?')).toBeVisible();
  await page.getByRole('button', { name: 'Stay and keep editing' }).click();
  await expect(sections).toHaveCount(count + 1);
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(sections).toHaveCount(count);
  await page.getByRole('link', { name: 'Back to the workspace' }).click();
  await page.waitForURL(/\/workspace\/pages\//);
});

test('a member who cannot edit the site is told why in the editor, and the panes they may not open are not offered', async ({
  page,
}) => {
  await signInAs(page, SITE, 'publisher_riverside', '/edit');
  await expect(page.getByTestId('pane-denied')).toContainText('You cannot edit this');
  await expect(page.getByTestId('save-layout')).toHaveCount(0);
  await expectNoSeriousViolations(page);
});
