import { expect, test, type Page } from '@playwright/test';
import { E2E_PASSWORD, E2E_PORT } from './playwright.config.ts';
import { expectNoSeriousViolations, screenshotPath, signInAs } from './support/memberSession.ts';
import { waitForHydration } from './support/pageChecks.ts';

// Issue 19: a resident follows Greener Riverside from the follow card on Parks and Trails, the initiative publishes a
// page, the resident sees it in their notifications, and unfollows; its owner sees the followers in the workspace.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;
const STAMP = Date.now().toString(36);
const PAGE_TITLE = `Tree planting on Mill Road ${STAMP}`;
test.use({ reducedMotion: 'reduce' });

/** The admin publishes a public page in Greener Riverside's catalog (its items are the org's, tagged "trees"). */
async function publishTreesPage(page: Page): Promise<void> {
  const answer = await page.evaluate(
    async ({ password, title }) => {
      const form = (fields: Record<string, string>) => new URLSearchParams({ f: 'json', ...fields });
      const signedIn = await fetch('/sharing/rest/generateToken', {
        method: 'POST',
        body: form({ username: 'admin_riverside', password, client: 'referer', referer: location.origin }),
      });
      const { token } = (await signedIn.json()) as { token: string };
      const added = await fetch('/sharing/rest/content/users/admin_riverside/addItem', {
        method: 'POST',
        body: form({
          token,
          title,
          type: 'Hub Page',
          tags: 'trees',
          snippet: 'Where the next trees go in.',
          text: '{}',
        }),
      });
      const { id } = (await added.json()) as { id: string };
      const shared = await fetch(`/sharing/rest/content/items/${id}/share`, {
        method: 'POST',
        body: form({ token, everyone: 'true', org: 'true' }),
      });
      return { id, shared: shared.ok };
    },
    { password: E2E_PASSWORD, title: PAGE_TITLE },
  );
  expect(answer.shared).toBe(true);
}

test('a resident follows an initiative from its card, is told what it publishes, and unfollows', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signInAs(page, SITE, 'user_riverside', '/pages/riverside::parks-and-trails');
  await waitForHydration(page);
  const card = page.getByRole('region', { name: 'Greener Riverside' });
  await expect(card).toContainText('Ten thousand new trees by 2035');
  await card.getByRole('button', { name: 'Follow Greener Riverside' }).click();
  await expect(card).toContainText('You follow Greener Riverside.');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('follow-card-following') });

  // The initiative publishes a page; the resident finds it in their notifications.
  await publishTreesPage(page);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('link', { name: 'Following and notifications' }).click();
  await page.waitForURL(`${SITE}/people/user_riverside/profile#notifications`);
  await waitForHydration(page);
  await expect(page.getByTestId('person-following')).toContainText('Greener Riverside');
  const notifications = page.getByTestId('person-notifications');
  await expect(notifications.getByRole('heading')).toHaveText(/Notifications \(\d+ new\)/);
  const entry = notifications.getByRole('listitem').filter({ hasText: PAGE_TITLE });
  await expect(entry).toContainText('New');
  await expect(entry).toContainText('Published by Greener Riverside');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('person-notifications'), fullPage: true });
  await notifications.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(notifications.getByRole('heading')).toHaveText('Notifications');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('person-notifications').getByRole('heading')).toHaveText('Notifications');

  // Its owner sees the new follower in the initiative's workspace.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInAs(owner, SITE, 'admin_riverside');
  const initiativeId = await owner.evaluate(async () => {
    const res = await fetch(`/sharing/rest/search?f=json&num=1&q=${encodeURIComponent('title:"Greener Riverside"')}`);
    return ((await res.json()) as { results: { id: string }[] }).results[0]!.id;
  });
  await owner.goto(`${SITE}/workspace/initiatives/${initiativeId}/overview`);
  const followers = owner.getByTestId('followers-panel');
  await expect(followers.getByTestId('followers-total')).toHaveText('4 followers');
  await expect(followers.getByTestId('followers-chart')).toBeVisible();
  await expect(followers).toContainText('Riverside User');
  await expectNoSeriousViolations(owner);
  await owner.screenshot({ path: screenshotPath('initiative-followers'), fullPage: true });
  await ownerContext.close();

  // The resident unfollows from the card.
  await page.goto(`${SITE}/pages/riverside::parks-and-trails`);
  await waitForHydration(page);
  await card.getByRole('button', { name: 'Stop following' }).click();
  await expect(card.getByRole('button', { name: 'Follow Greener Riverside' })).toBeVisible();
});

test('an anonymous visitor is asked to sign in to follow, in English and in Arabic', async ({ page }) => {
  await page.goto(`${SITE}/pages/riverside::parks-and-trails`);
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: 'Sign in to follow Greener Riverside' })).toBeVisible();
  await page.goto(`${SITE}/pages/riverside::parks-and-trails?lang=ar`);
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: 'سجّل الدخول لمتابعة Greener Riverside' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
