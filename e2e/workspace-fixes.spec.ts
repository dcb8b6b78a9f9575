import { expect, test } from '@playwright/test';
import { E2E_PORT } from './playwright.config.ts';
import { chooseOption, PNG_1X1 } from './support/formInputs.ts';
import { expectNoSeriousViolations, screenshotPath, signInAs } from './support/memberSession.ts';
import { waitForHydration } from './support/pageChecks.ts';
import { createSiteInWorkspace, openSiteSettings } from './support/siteSettings.ts';

// Issue 13 item 1: on a site created in the workspace, "Edit the site's home layout" opened Riverside's home
// layout (the editor was bound to the site of the current host). Editors are bound to the entity in their route.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;
const SUFFIX = Date.now().toString(36);
test.use({ reducedMotion: 'reduce' });

test("a new site's home layout is edited and saved on that site; Riverside's home is unchanged", async ({
  page,
  browser,
}) => {
  const name = `Harbour ${SUFFIX}`;
  const heading = `Harbour news ${SUFFIX}`;
  await signInAs(page, SITE, 'publisher_riverside');
  const siteId = await createSiteInWorkspace(page, name);
  const access = page.getByTestId('access-editor');
  await access.getByTestId('access-public').click();
  await access.getByTestId('access-apply').click();
  await expect(access.getByText('Access changed.')).toBeVisible();

  // From the site's overview, on Riverside's host, the editor opens the new site.
  await page
    .getByRole('navigation', { name: `Sections of ${name}` })
    .getByRole('link', { name: 'Overview' })
    .click();
  await page.getByRole('link', { name: "Edit the site's home layout" }).click();
  await page.waitForURL(new RegExp(`/workspace/sites/${siteId}/edit$`));
  await expect(page.getByRole('heading', { level: 1, name: `Layout of ${name}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View as visitors see it' })).toHaveAttribute(
    'href',
    `http://harbour-${SUFFIX}-riverside.localhost:${E2E_PORT}/`,
  );

  await page.getByTestId('add-section').click();
  const section = page.getByTestId('outline-section').last();
  await chooseOption(section.getByTestId('card-type'), 'text');
  await section.getByTestId('add-card').click();
  await section.getByTestId('outline-card').first().click();
  await page.getByTestId('setting-markdown').getByRole('textbox').fill(`## ${heading}\n\nFerries run every hour.`);
  // The preview is framed by the new site's chrome, not Riverside's.
  const preview = page.getByTestId('site-preview');
  await expect(preview.getByRole('heading', { name: heading })).toBeAttached();
  // (Riverside's site may still be listed among the latest content: only the chrome matters here.)
  await expect(preview.locator('.site-header')).toContainText(name);
  await expect(preview.locator('.site-header')).not.toContainText('Riverside Open Data');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('new-site-layout-editor'), fullPage: true });
  await page.getByTestId('save-layout').click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  // The new site shows the change, below the layout it started with (issue 13 item 7); Riverside's home does not.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`http://harbour-${SUFFIX}-riverside.localhost:${E2E_PORT}/`);
  await waitForHydration(visitor);
  await expect(visitor.getByRole('heading', { name: heading })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(visitor.getByRole('main').getByRole('searchbox')).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Latest content' })).toBeVisible();
  await expect(visitor.getByText('These items could not be loaded')).toHaveCount(0);
  await expect(visitor.getByRole('heading', { name: 'About this site' })).toBeVisible();
  await expectNoSeriousViolations(visitor);
  await visitor.screenshot({ path: screenshotPath('new-site-home'), fullPage: true });
  await visitor.goto(`${SITE}/`);
  await waitForHydration(visitor);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Riverside Open Data');
  await expect(visitor.getByText(heading)).toHaveCount(0);
  await visitorContext.close();
});

// Issue 13 item 2: typing a tag and pressing Enter submitted the form with the old tags, and "Saved." showed.
test('three tags added with Enter, and one still being typed, are all saved and there after a reload', async ({
  page,
}) => {
  await signInAs(page, SITE, 'publisher_riverside');
  await page.getByTestId('create-project').click();
  const dialog = page.getByTestId('create-dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(`Tagged ${SUFFIX}`);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await page.waitForURL(/\/workspace\/projects\/[0-9a-f]{32}\/details$/);

  const tags = page.getByTestId('field-tags');
  const input = tags.getByRole('textbox');
  for (const tag of ['ferries', 'harbour', 'timetables']) {
    await input.fill(tag);
    await input.press('Enter');
    await expect(tags.getByRole('listitem').filter({ hasText: tag })).toBeVisible();
  }
  // Enter added chips and saved nothing yet.
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toHaveCount(0);
  // A fourth, typed but not made a chip, is saved with the rest.
  await input.fill('piers');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.reload();
  const after = page.getByTestId('field-tags').getByRole('listitem');
  await expect(after).toHaveText([/ferries/, /harbour/, /timetables/, /piers/]);

  // Issue 13 item 3: the new (private) item's thumbnail loads for its owner, after a reload too.
  await page
    .getByLabel('Upload a new image')
    .setInputFiles({ name: 'pier.png', mimeType: 'image/png', buffer: PNG_1X1 });
  const thumbnail = page.getByRole('img', { name: 'Current thumbnail' });
  await expect(thumbnail).toBeVisible();
  await page.reload();
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  // And not for anyone else: the same address without the owner's token is refused.
  const src = new URL((await thumbnail.getAttribute('src'))!, page.url());
  expect(src.searchParams.get('token')).toBeTruthy();
  const anonymous = await page.request.get(`http://localhost:${E2E_PORT}${src.pathname}`);
  expect(anonymous.headers()['content-type'] ?? '').not.toContain('image/png');
});

// Issue 13 item 7: the theme editor warned about a 1.4:1 header, then saved it.
test('the theme editor refuses to save text below WCAG AA contrast, and says which pair and by how much', async ({
  page,
}) => {
  await signInAs(page, SITE, 'admin_riverside');
  await openSiteSettings(page);
  const theme = page.getByTestId('theme-editor');
  await theme.getByRole('textbox', { name: 'Header background (hex value)' }).fill('#ffffff');
  await theme.getByRole('textbox', { name: 'Header text (hex value)' }).fill('#dddddd');
  const refusal = theme.getByTestId('theme-contrast-refusal');
  await expect(refusal).toContainText('Header text on Header background: 1.4:1');
  await expect(theme.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('theme-contrast-refusal'), fullPage: true });
  await theme.getByRole('button', { name: 'Discard changes' }).click();
  await expect(refusal).toHaveCount(0);
});

// Issue 13 item 8: tabs and switches of services this deployment does not serve were offered ("Not available yet").
test('the workspace offers only the panes and switches of features that exist', async ({ page }) => {
  await signInAs(page, SITE, 'admin_riverside');
  await openSiteSettings(page);
  const sections = page.getByRole('navigation', { name: 'Sections of Riverside Open Data' });
  await expect(sections.getByRole('link', { name: 'Details' })).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Metrics', exact: true })).toHaveCount(0);
  // A site's dashboard (its usage) is drawn since issue 22, its followers pane is drawn since issue 19.
  await expect(sections.getByRole('link', { name: 'Followers', exact: true })).toBeVisible();
  // The site's discussion pane is drawn since issue 16 (its channels and the moderation queue).
  await expect(sections.getByRole('link', { name: 'Discussion', exact: true })).toBeVisible();
  const switches = page.getByTestId('feature-toggles');
  await expect(switches).toContainText('Events');
  // Discussions are served since issue 16, following since issue 19.
  await expect(switches).toContainText('Discussions');
  await expect(switches).toContainText('Following');
  const siteId = /\/workspace\/sites\/([0-9a-f]{32})\//.exec(page.url())![1]!;
  await expect(sections.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  // By its address, a pane that is not drawn is not found (never "Not available yet").
  await page.goto(`${SITE}/workspace/sites/${siteId}/metrics`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Not available yet')).toHaveCount(0);
  await expect(page.getByTestId('feature-toggles')).toHaveCount(0);
  await page.screenshot({ path: screenshotPath('workspace-pane-not-drawn') });
});

// Issue 13 item 9: on a 390 px screen the workspace header pushed the account menu off screen.
test('on a 390 px screen the workspace header keeps the account menu and shortcuts on screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, SITE, 'publisher_riverside');
  // The sign-in callback page has its own account menu until the workspace replaces it: wait for the workspace's
  // shortcuts button first, so the menu measured is the workspace header's.
  const shortcuts = page.getByRole('button', { name: 'Keyboard shortcuts' });
  await expect(shortcuts).toBeInViewport({ ratio: 1 });
  const account = page.getByRole('button', { name: /Account menu/ });
  await expect(account).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: screenshotPath('workspace-390') });
});

// Issue 14: the events pane of a project lists its events, each opening its event workspace.
test("a project's events pane lists its events and offers a new one", async ({ page }) => {
  await signInAs(page, SITE, 'admin_riverside', '/workspace/projects/riverside::riverbank-restoration/events');
  await expect(page.getByRole('heading', { level: 2, name: 'Events' })).toBeVisible();
  const list = page.getByTestId('entity-events');
  await expect(list.getByRole('link', { name: 'River Restoration Workshop' })).toBeVisible();
  await expect(page.getByTestId('create-event')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('workspace-project-events'), fullPage: true });
  await list.getByRole('link', { name: 'River Restoration Workshop' }).click();
  await page.waitForURL(/\/workspace\/events\/[^/]+\/details$/);
});
