import { expect, test } from '@playwright/test';
import { E2E_PORT } from './playwright.config.ts';
import { PNG_1X1 } from './support/formInputs.ts';
import { expectNoSeriousViolations, screenshotPath, signInAs } from './support/memberSession.ts';

// Issue 9: the other create flows (a site with its address shown first, a page in a site, an initiative with its
// timeline), saving that fails without losing anything, the thumbnail upload, and the workspace in Arabic.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;
const SUFFIX = Date.now().toString(36);
test.use({ reducedMotion: 'reduce' });

test('a new site shows its slug, subdomain and web address before it is created, and answers there afterwards', async ({
  page,
  browser,
}) => {
  await signInAs(page, SITE, 'publisher_riverside');
  await page.getByTestId('create-site').click();
  const dialog = page.getByTestId('create-dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(`Trails ${SUFFIX}`);
  await expect(dialog.getByTestId('preview-slug')).toHaveText(`riverside|trails-${SUFFIX}`);
  await expect(dialog.getByTestId('preview-subdomain')).toHaveText(`trails-${SUFFIX}`);
  const hostname = `trails-${SUFFIX}-riverside.localhost:${E2E_PORT}`;
  await expect(dialog.getByTestId('preview-hostname')).toHaveText(hostname);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('workspace-create-site') });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await page.waitForURL(/\/workspace\/sites\/[0-9a-f]{32}\/details$/);
  await expect(page.getByTestId('entity-name')).toHaveText(`Trails ${SUFFIX}`);

  // Shared publicly, the new site answers on its own hostname.
  const access = page.getByTestId('access-editor');
  await access.getByTestId('access-public').click();
  await access.getByTestId('access-apply').click();
  await expect(access.getByText('Access changed.')).toBeVisible();
  const visitor = await browser.newPage();
  const response = await visitor.goto(`http://${hostname}/`);
  expect(response?.status()).toBe(200);
  await expect(visitor).toHaveTitle(`Trails ${SUFFIX}`);
  await visitor.close();

  // A page in the new site, from its Pages pane; it lands in the page's workspace and is listed in the site.
  await page
    .getByRole('navigation', { name: `Sections of Trails ${SUFFIX}` })
    .getByRole('link', { name: 'Pages' })
    .click();
  await page.getByTestId('create-page').click();
  await page.getByTestId('create-dialog').getByRole('textbox', { name: 'Name' }).fill('Getting there');
  await page.getByTestId('create-dialog').getByRole('button', { name: 'Create' }).click();
  await page.waitForURL(/\/workspace\/pages\/[0-9a-f]{32}\/details$/);
  await expect(page.getByTestId('entity-name')).toHaveText('Getting there');
  await page.goBack();
  await expect(page.getByTestId('site-pages').getByRole('link', { name: 'Getting there' })).toBeVisible();
});

test('an initiative gets a status and a timeline; a failed save keeps what was typed and says why', async ({
  page,
}) => {
  await signInAs(page, SITE, 'publisher_riverside');
  await page.getByTestId('create-initiative').click();
  await page.getByTestId('create-dialog').getByRole('textbox', { name: 'Name' }).fill(`Cleaner Air ${SUFFIX}`);
  await page.getByTestId('create-dialog').getByRole('button', { name: 'Create' }).click();
  await page.waitForURL(/\/workspace\/initiatives\/[0-9a-f]{32}\/details$/);

  // The portal refuses the next update: the message is shown where the save was, and the typed summary stays.
  await page.route('**/sharing/rest/content/users/*/items/*/update', (route) =>
    route.fulfill({ json: { error: { code: 500, message: 'The portal is having a bad day.', details: [] } } }),
  );
  const summary = page.getByRole('textbox', { name: 'Summary' });
  await summary.fill('Fewer cars idling near schools.');
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expect(page.getByRole('alert').filter({ hasText: 'The portal is having a bad day.' })).toBeVisible();
  await expect(summary).toHaveValue('Fewer cars idling near schools.');
  await page.screenshot({ path: screenshotPath('workspace-failed-save') });
  await page.unroute('**/sharing/rest/content/users/*/items/*/update');
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' }).first()).toBeVisible();

  // The thumbnail, uploaded with a progress bar.
  await page
    .getByLabel('Upload a new image')
    .setInputFiles({ name: 'air.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByRole('img', { name: 'Current thumbnail' })).toBeVisible();

  // Settings: a timeline stage.
  await page
    .getByRole('navigation', { name: `Sections of Cleaner Air ${SUFFIX}` })
    .getByRole('link', { name: 'Settings' })
    .click();
  const timeline = page.getByTestId('timeline-editor');
  await timeline.getByRole('button', { name: 'Add a stage' }).click();
  await timeline.getByRole('textbox', { name: 'Title' }).fill('Measure the air at ten schools');
  await timeline.getByRole('textbox', { name: 'When' }).fill('Spring 2027');
  await timeline.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(timeline.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('timeline-editor').getByRole('textbox', { name: 'When' })).toHaveValue('Spring 2027');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('workspace-initiative-settings'), fullPage: true });
});

test('the collaborators and content panes of a project list its groups and its catalog', async ({ page }) => {
  await signInAs(page, SITE, 'publisher_riverside');
  await page.getByTestId('own-items').getByRole('link', { name: 'Riverbank Restoration' }).click();
  const nav = page.getByRole('navigation', { name: 'Sections of Riverbank Restoration' });
  await nav.getByRole('link', { name: 'Collaborators' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Collaborators' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Share with one of your groups' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await nav.getByRole('link', { name: 'Content' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Content' })).toBeVisible();
  await expect(page.locator('calcite-loader')).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

test('the workspace in Arabic reads right to left and passes axe', async ({ page }) => {
  await signInAs(page, SITE, 'publisher_riverside');
  // The server picks the language (a `?lang=` choice is remembered in a cookie); a full load shows it.
  await page.goto(`${SITE}/workspace?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'مساحة عملك' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('workspace-home-ar'), fullPage: true });
  await page.getByTestId('own-items').getByRole('link').first().click();
  await page.waitForURL(/\/details$/);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('workspace-details-ar'), fullPage: true });
});
