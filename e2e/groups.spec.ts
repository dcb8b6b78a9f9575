import { expect, test } from '@playwright/test';
import { E2E_PORT } from './playwright.config.ts';
import { expectNoSeriousViolations, screenshotPath, signInAs } from './support/memberSession.ts';
import { waitForHydration } from './support/pageChecks.ts';

// Issue 19: an admin makes a group in the workspace, adds user_riverside, shares a private dataset with it, and the
// user sees the dataset; another member asks to join on the group's page and the admin accepts.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;
test.use({ reducedMotion: 'reduce' });
const STAMP = Date.now().toString(36);
const GROUP = `Tree stewards ${STAMP}`;

test('an admin runs a group: creates it, adds a member, shares a dataset, accepts a request to join', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signInAs(page, SITE, 'admin_riverside', '/workspace');
  await page.getByTestId('create-group').click();
  const dialog = page.getByTestId('create-group-dialog');
  await dialog.getByTestId('new-group-name').locator('input').fill(GROUP);
  await dialog.getByTestId('group-access-org').click();
  await dialog.getByTestId('new-group-protect').click();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await page.waitForURL(/\/workspace\/groups\/[0-9a-f]{32}\/members$/);
  const groupId = /\/groups\/([0-9a-f]{32})\//.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(GROUP);
  await expect(page.getByText('Protected', { exact: true })).toBeVisible();

  // Add user_riverside as a member.
  const add = page.getByTestId('group-add-members');
  await add.getByTestId('group-add-search').locator('input').fill('user_riverside');
  await add.getByRole('button', { name: 'Find' }).click();
  await add.getByTestId('group-add-user_riverside').click();
  await expect(add.getByTestId('group-add-outcome')).toHaveText('user_riverside is now a member.');
  const members = page.getByTestId('group-members');
  await expect(members.locator('[data-member="user_riverside"]')).toContainText('Member');
  await expect(members.locator('[data-member="admin_riverside"]')).toContainText('Owner');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('group-members'), fullPage: true });

  // Share a private dataset with the group from the dataset's collaborators pane.
  await page.goto(`${SITE}/workspace/content/new`);
  await page.getByTestId('source-file-input').setInputFiles({
    name: `tree_census-${STAMP}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from('id,species\n1,Oak\n2,Plane\n'),
  });
  await page.getByTestId('add-content-submit').click();
  await expect(page.getByTestId('add-content-done')).toBeVisible();
  await page.getByTestId('add-content-manage').click();
  await page.waitForURL(/\/workspace\/content\/[0-9a-f]{32}\/details$/);
  const itemId = /\/workspace\/content\/([0-9a-f]{32})\//.exec(page.url())![1]!;
  await page.goto(`${SITE}/workspace/content/${itemId}/collaborators`);
  await page.getByRole('combobox', { name: 'Share with one of your groups' }).selectOption({ label: GROUP });
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByTestId('shared-groups')).toContainText(GROUP);
  await page.goto(`${SITE}/workspace/groups/${groupId}/content`);
  await expect(page.getByTestId('group-content-total')).toHaveText('1 item you can see');
  await expect(page.getByTestId('group-content')).toContainText(`Tree census ${STAMP}`);

  // The member sees the dataset and their membership on the group's page.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signInAs(member, SITE, 'user_riverside', `/datasets/${itemId}`);
  await waitForHydration(member);
  await expect(member.getByRole('heading', { level: 1 })).toHaveText(`Tree census ${STAMP}`);
  await member.goto(`${SITE}/groups/${groupId}`);
  await expect(member.getByTestId('group-membership')).toContainText('You are a member.');
  await memberContext.close();

  // Another member of the organisation asks to join; the admin accepts.
  const askerContext = await browser.newContext();
  const asker = await askerContext.newPage();
  await signInAs(asker, SITE, 'viewer_riverside', `/groups/${groupId}`);
  await waitForHydration(asker);
  const membership = asker.getByTestId('group-membership');
  await membership.getByRole('button', { name: 'Ask to join' }).click();
  await expect(membership).toContainText('You asked to join; a manager of the group will answer.');
  await expect(asker.getByTestId('group-members-list').getByRole('listitem')).toHaveCount(2);
  await expectNoSeriousViolations(asker);
  await asker.screenshot({ path: screenshotPath('group-page-requested'), fullPage: true });

  await page.goto(`${SITE}/workspace/groups/${groupId}/members`);
  const requests = page.getByTestId('group-requests');
  await expect(requests.getByRole('heading')).toHaveText('1 request to join');
  await requests.getByRole('button', { name: 'Accept viewer_riverside' }).click();
  await expect(requests).toHaveCount(0);
  await expect(page.getByTestId('group-members').locator('[data-member="viewer_riverside"]')).toContainText('Member');
  await asker.reload();
  await waitForHydration(asker);
  await expect(asker.getByTestId('group-membership')).toContainText('You are a member.');
  await askerContext.close();

  // Settings: a protected group offers no delete; members join at once after the rule changes.
  await page.goto(`${SITE}/workspace/groups/${groupId}/settings`);
  await expect(page.getByText('This group is protected; turn protection off to delete it.')).toBeVisible();
  await page.getByText('They join at once').click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('group-settings'), fullPage: true });

  // The same screens in Arabic, right to left.
  await page.goto(`${SITE}/workspace/groups/${groupId}/members?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 2, name: 'الأعضاء' })).toBeVisible();
  await expect(page.getByTestId('group-members').locator('[data-member="viewer_riverside"]')).toContainText('عضو');
  await expectNoSeriousViolations(page);
  await page.goto(`${SITE}/groups/${groupId}?lang=ar`);
  await waitForHydration(page);
  await expect(page.getByTestId('group-membership')).toContainText('أنت مالك هذه المجموعة.');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('group-page-ar'), fullPage: true });
  await page.goto(`${SITE}/?lang=en`);
});
