import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from './playwright.config.ts';
import { expectNoSeriousViolations, screenshotPath, signInAs } from './support/memberSession.ts';
import { collectPageErrors, waitForHydration } from './support/pageChecks.ts';

// Issue 16, the discussion workspace: the publisher of the bike-lane discussion sets its question, creates a
// pre-moderated channel and allows it; a resident's board then offers exactly the allowed channels. The site's
// discussion pane leads to the moderation queue. Axe-clean in English and Arabic.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;
const SUFFIX = Date.now().toString(36);
const CHANNEL = `Bike plan feedback ${SUFFIX}`;
/** The demo discussion's id (the seed derives ids from keys, `seed/demoItemId.ts`). */
const DISCUSSION = createHash('sha256').update('plaza-demo:riverside:bike-plan-discussion').digest('hex').slice(0, 32);
const PARTICIPATION = `/workspace/discussions/riverside::bike-plan-discussion/participation`;
test.use({ reducedMotion: 'reduce' });

test('a publisher sets the question, creates a pre-moderated channel and allows it; residents may post only there', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await signInAs(page, SITE, 'publisher_riverside', PARTICIPATION);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Participation' })).toBeVisible();
  const rules = page.getByTestId('discussion-rules');
  const prompt = rules.getByRole('textbox', { name: 'The question you ask people' });
  await expect(prompt).toHaveValue(/^Where should the next protected bike lanes go/);
  // The demo's rules: the community channel only, within the city.
  await expect(rules.getByRole('checkbox', { name: 'Riverside community' })).toBeChecked();
  await expect(rules.getByRole('checkbox', { name: 'Safe Streets engagement' })).not.toBeChecked();
  await expect(rules.getByTestId('area-summary')).toHaveText('Within the area drawn on the map.');

  // A new channel: everyone reads, signed-in people post, a moderator approves first.
  const manager = page.getByTestId('channel-manager');
  await expect(manager.getByRole('rowheader', { name: 'Riverside community' })).toBeVisible();
  await manager.getByTestId('channel-new').click();
  const form = manager.getByTestId('channel-form');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(CHANNEL);
  await form.getByRole('switch', { name: 'Posts wait for a moderator before others see them' }).click();
  await form.getByRole('textbox', { name: 'Block words (separated by commas)' }).fill('casino, lottery');
  await expectNoSeriousViolations(page);
  await form.getByTestId('channel-save').click();
  const row = manager.getByRole('row', { name: new RegExp(CHANNEL) });
  await expect(row).toContainText('Pre-moderated');
  await expect(row).toContainText('Everyone, signed in or not');
  await expect(form).toHaveCount(0);

  // Allowed for this discussion, with a new question.
  await prompt.fill('Which streets need protected bike lanes first?');
  await rules.getByRole('checkbox', { name: CHANNEL }).check();
  await rules.getByRole('button', { name: 'Save' }).click();
  await expect(rules.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('textbox', { name: 'The question you ask people' })).toHaveValue(
    'Which streets need protected bike lanes first?',
  );
  await expect(page.getByTestId('discussion-rules').getByRole('checkbox', { name: CHANNEL })).toBeChecked();
  // The allowed area is drawn on the map.
  const map = page.getByTestId('discussion-rules').locator('.map-view');
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('canvas')).toBeVisible();
  await map.screenshot({ path: screenshotPath('discussion-allowed-area') });
  await page.screenshot({ path: screenshotPath('discussion-participation'), fullPage: true });

  // A resident's board offers the allowed channels only.
  const context = await browser.newContext();
  const resident = await context.newPage();
  await signInAs(resident, SITE, 'user_riverside', `/discussions/${DISCUSSION}`);
  await waitForHydration(resident);
  const board = resident.getByTestId('discussion-board');
  await board.scrollIntoViewIfNeeded();
  await expect(board.getByTestId('discussion-prompt')).toHaveText('Which streets need protected bike lanes first?');
  const channel = board.getByRole('form', { name: 'Start a new post' }).getByLabel('Channel');
  await expect(channel.locator('option')).toHaveText(['Riverside community', CHANNEL].sort());
  await context.close();

  // The channel is deleted after a second press.
  await manager.getByRole('button', { name: `Delete “${CHANNEL}”` }).click();
  await manager.getByTestId('channel-delete-confirm').click();
  await expect(manager.getByRole('row', { name: new RegExp(CHANNEL) })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a new discussion from the home; settings close one to new posts; the site discussion pane leads to moderation', async ({
  page,
  browser,
}) => {
  await signInAs(page, SITE, 'publisher_riverside', '/workspace');
  // A new discussion from the workspace home opens on its details.
  await waitForHydration(page);
  await page.getByTestId('create-discussion').click();
  const dialog = page.getByTestId('create-dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(`Library hours ${SUFFIX}`);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await page.waitForURL(/\/workspace\/discussions\/[0-9a-f]{32}\/details$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Library hours ${SUFFIX}`);
  await page.goto(`${SITE}/workspace/discussions/riverside::bike-plan-discussion`);
  await waitForHydration(page);
  // Details is the default pane of a discussion (spec 3 §2).
  await expect(page).toHaveURL(/\/workspace\/discussions\/[0-9a-f]{32}\/details$/);
  await page.getByRole('link', { name: 'Settings' }).click();
  const toggle = page.getByTestId('discussable-toggle');
  const open = toggle.getByRole('switch', { name: 'Open for new posts' });
  await expect(open).toBeChecked();
  await open.click();
  await toggle.getByRole('button', { name: 'Save' }).click();
  await expect(toggle.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  // Closed: visitors find the discussion without its board.
  const visitor = await browser.newPage();
  await visitor.goto(`${SITE}/discussions/${DISCUSSION}`);
  await waitForHydration(visitor);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Draft Bike-Lane Plan: Have Your Say');
  await expect(visitor.getByTestId('discussion-board')).toHaveCount(0);
  await open.click();
  await toggle.getByRole('button', { name: 'Save' }).click();
  await expect(toggle.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await visitor.reload();
  await waitForHydration(visitor);
  await expect(visitor.getByTestId('discussion-board')).toBeVisible();
  await visitor.close();

  const admin = await (await browser.newContext()).newPage();
  await signInAs(admin, SITE, 'admin_riverside', '/workspace');
  await waitForHydration(admin);
  await admin.getByTestId('own-items').getByRole('link', { name: 'Riverside Open Data' }).click();
  await admin
    .getByRole('navigation', { name: 'Sections of Riverside Open Data' })
    .getByRole('link', { name: 'Discussion' })
    .click();
  await admin.waitForURL(/\/discussion$/);
  await expect(admin.getByRole('heading', { level: 2, name: 'Discussion' })).toBeVisible();
  await expect(admin.getByTestId('channel-manager')).toBeVisible();
  await admin.getByTestId('to-moderation').click();
  await expect(admin).toHaveURL(/\/workspace\/moderation$/);
});

for (const lang of ['en', 'ar'] as const) {
  test(`the participation pane passes axe in ${lang === 'en' ? 'English' : 'Arabic'}`, async ({ page }) => {
    await signInAs(page, SITE, 'publisher_riverside', PARTICIPATION);
    await page.goto(`${SITE}${PARTICIPATION}?lang=${lang}`);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByTestId('channel-row').first()).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: screenshotPath(`discussion-participation-${lang}`), fullPage: true });
  });
}
