import { expect, test } from '@playwright/test';
import { E2E_PORT } from './playwright.config.ts';
import { expectNoSeriousViolations, screenshotPath, signInAs } from './support/memberSession.ts';
import { waitForHydration } from './support/pageChecks.ts';

// Issue 9: a planner at Riverside signs in from the site, creates a project, writes its details, shares it with the
// public, and sees it on the site; an anonymous visitor could not see it before.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;
// Calcite animates dialogs; without motion, checks see the finished state.
test.use({ reducedMotion: 'reduce' });
const NAME = `Riverside Greenway ${Date.now().toString(36)}`;

test('a planner creates a project, edits its summary and status, shares it publicly, and visitors then see it', async ({
  page,
  browser,
}) => {
  await signInAs(page, SITE, 'publisher_riverside');
  await expect(page.getByRole('heading', { level: 1, name: 'Your workspace' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('workspace-home'), fullPage: true });

  // Create: the dialog asks for a name, then the new project opens in its workspace.
  await page.getByTestId('create-project').click();
  // The dialog's role is inside its shadow root; its fields are the host's own (slotted) children.
  await expect(page.getByRole('dialog', { name: 'New project' })).toBeVisible();
  const dialog = page.getByTestId('create-dialog');
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(NAME);
  await page.screenshot({ path: screenshotPath('workspace-create-project') });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await page.waitForURL(/\/workspace\/projects\/[0-9a-f]{32}\/details$/);
  const projectId = /projects\/([0-9a-f]{32})/.exec(page.url())?.[1] ?? '';
  await expect(page.getByTestId('entity-name')).toHaveText(NAME);
  await expect(page).toHaveTitle(`${NAME} | Workspace`);

  // Not shared yet: an anonymous visitor gets the not-found page.
  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  const before = await anonymous.goto(`${SITE}/projects/${projectId}`);
  expect(before?.status()).toBe(404);

  // Details: the summary.
  await page
    .getByRole('textbox', { name: 'Summary' })
    .fill('A walking and cycling path along the river, from the old mill to the park.');
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' }).first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('workspace-details'), fullPage: true });

  // Settings: the status.
  await page
    .getByRole('navigation', { name: `Sections of ${NAME}` })
    .getByRole('link', { name: 'Settings' })
    .click();
  await page.waitForURL(/\/settings$/);
  const status = page.getByTestId('status-editor');
  await status.getByRole('combobox', { name: 'Status' }).selectOption('inProgress');
  await status.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('entity-status')).toHaveText('In progress');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('workspace-settings'), fullPage: true });

  // Share publicly (details pane, "Who can see this").
  await page
    .getByRole('navigation', { name: `Sections of ${NAME}` })
    .getByRole('link', { name: 'Details' })
    .click();
  const access = page.getByTestId('access-editor');
  await access.getByTestId('access-public').click();
  await access.getByTestId('access-apply').click();
  await expect(access.getByText('Access changed.')).toBeVisible();
  await expect(page.locator('.entity-header .access-badge')).toHaveText('Everyone (public)');

  // The site shows it to visitors: its project page and the catalog search.
  const after = await anonymous.goto(`${SITE}/projects/${projectId}`);
  expect(after?.status()).toBe(200);
  await expect(anonymous.getByRole('heading', { level: 1 })).toHaveText(NAME);
  await expect(anonymous.getByText('A walking and cycling path along the river')).toBeVisible();
  await anonymous.goto(`${SITE}/search?q=${encodeURIComponent(NAME)}`);
  await waitForHydration(anonymous);
  await expect(anonymous.getByRole('link', { name: NAME })).toBeVisible();
  await anonymous.screenshot({ path: screenshotPath('site-search-shows-project'), fullPage: true });
  await visitor.close();

  // The visit is in the history on the workspace home.
  await page.goto(`${SITE}/workspace`);
  await expect(page.getByTestId('history').getByRole('link', { name: NAME })).toBeVisible();
});

test('a viewer sees no create buttons, is told why, and the server refuses a direct create', async ({ page }) => {
  await signInAs(page, SITE, 'viewer_riverside');
  await expect(page.getByRole('heading', { level: 1, name: 'Your workspace' })).toBeVisible();
  await expect(page.getByTestId('create-project')).toHaveCount(0);
  await expect(page.getByTestId('create-site')).toHaveCount(0);
  await expect(page.getByTestId('create-initiative')).toHaveCount(0);
  await expect(page.getByTestId('create-denied')).toContainText('creating content');
  await page.screenshot({ path: screenshotPath('workspace-viewer-home') });

  // The same call the web app would make, with the viewer's own token: the portal says no.
  const answer = await page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('plaza:session') ?? '{}') as { token?: string };
    const body = new URLSearchParams({ f: 'json', title: 'Sneaky', type: 'Hub Project', token: session.token ?? '' });
    const response = await fetch('/sharing/rest/content/users/viewer_riverside/addItem', { method: 'POST', body });
    return (await response.json()) as { error?: { code?: number } };
  });
  expect(answer.error?.code).toBe(403);
});

test('the keyboard shortcuts help opens with ?, keeps focus inside, and gives it back when closed', async ({
  page,
}) => {
  await signInAs(page, SITE, 'publisher_riverside');
  await expect(page.getByRole('heading', { level: 1, name: 'Your workspace' })).toBeVisible();
  const help = page.getByTestId('shortcuts-dialog');

  // `?` anywhere outside a field opens it.
  await page.locator('body').press('?');
  await expect(help.getByRole('cell', { name: 'Show this help' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('workspace-shortcuts') });
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('calcite-dialog') !== null)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(help.getByRole('cell', { name: 'Show this help' })).toBeHidden();

  // Opened from its button, closing gives focus back to that button.
  const button = page.getByRole('button', { name: 'Keyboard shortcuts' });
  await button.click();
  await expect(help.getByRole('cell', { name: 'Show this help' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help.getByRole('cell', { name: 'Show this help' })).toBeHidden();
  await expect(button).toBeFocused();

  // Typing `?` in a field is just a question mark.
  await page.getByTestId('create-project').click();
  const name = page.getByTestId('create-dialog').getByRole('textbox', { name: 'Name' });
  await name.pressSequentially('What now?');
  await expect(name).toHaveValue('What now?');
  await expect(help.getByRole('cell', { name: 'Show this help' })).toBeHidden();
});

test('a workspace switched off by a pd flag says so instead of opening', async ({ page }) => {
  await signInAs(page, SITE, 'publisher_riverside');
  await page.goto(`${SITE}/workspace?pd=hub:feature:workspace`);
  await expect(page.getByRole('heading', { level: 1, name: 'The workspace is not open to you' })).toBeVisible();
  // The reference's code for a feature switched off by a flag (ADR 0203).
  await expect(page.getByRole('alert')).toContainText('This feature is switched off. (PC138)');
  await expect(page.getByTestId('create-project')).toHaveCount(0);
});
