import { createHash } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_PORT } from './playwright.config.ts';
import { expectNoSeriousViolations, screenshotPath, signInAs } from './support/memberSession.ts';
import { collectPageErrors, waitForHydration } from './support/pageChecks.ts';

// Issue 16, end to end: a resident posts a located question on the Safe Streets initiative; another replies and
// reacts; a moderator hides a hostile post from the moderation queue and the board shows it no more to anyone. The
// board passes axe in English and Arabic.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;
const INITIATIVE = `${SITE}/initiatives/riverside::safe-streets`;
const SUFFIX = Date.now().toString(36);
const QUESTION = `Bus shelter at Magnolia ${SUFFIX}`;
const HOSTILE = `Cheap deals ${SUFFIX}`;
/** The demo initiative's id (the seed derives ids from keys, `seed/demoItemId.ts`). */
const GREENER_RIVERSIDE = createHash('sha256')
  .update('plaza-demo:riverside:greener-riverside')
  .digest('hex')
  .slice(0, 32);
test.use({ reducedMotion: 'reduce' });

async function memberPage(browser: Browser, username: string, returnTo: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, SITE, username, returnTo);
  return page;
}

/** The board, scrolled into view and loaded. */
async function openBoard(page: Page, url = INITIATIVE) {
  await page.goto(url);
  await waitForHydration(page);
  const board = page.getByTestId('discussion-board');
  await board.scrollIntoViewIfNeeded();
  await expect(board.getByTestId('discussion-count')).toBeVisible();
  return board;
}

test('residents discuss the initiative: a located question, a reply and a reaction; a moderator hides abuse', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // An anonymous visitor reads the board (the seeded question, poll and announcement) and is asked to sign in.
  const visitor = await browser.newPage();
  const errors = collectPageErrors(visitor);
  const anonymousBoard = await openBoard(visitor);
  await expect(
    anonymousBoard.getByRole('heading', { name: 'Can we get a signalised crossing at Main and 5th?' }),
  ).toBeVisible();
  await expect(
    anonymousBoard.getByRole('heading', { name: 'Where should the next protected bike lane go?' }),
  ).toBeVisible();
  await expect(anonymousBoard.getByRole('link', { name: 'Sign in to join the discussion' })).toBeVisible();
  await expect(anonymousBoard.getByText('Street lights out on Victoria Avenue')).toHaveCount(0);

  // A resident posts a located question in the open channel.
  const resident = await memberPage(browser, 'user_riverside', '/initiatives/riverside::safe-streets');
  const board = await openBoard(resident);
  const form = board.getByRole('form', { name: 'Start a new post' });
  await form.getByLabel('Channel').selectOption({ label: 'Riverside community' });
  await form.getByLabel('Question').check();
  await form.getByLabel('Title').fill(QUESTION);
  await form.getByLabel('Message').fill('Could the stop at **Magnolia and Jackson** get a shelter? It has none.');
  await form.getByRole('button', { name: 'Preview' }).click();
  await expect(form.getByRole('region', { name: 'Preview' }).locator('strong')).toHaveText('Magnolia and Jackson');
  await form.getByLabel('Mark a place on the map').check();
  await form.getByLabel('Latitude').fill('33.9425');
  await form.getByLabel('Longitude').fill('-117.4021');
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form.getByText('Posted.')).toBeVisible();
  const question = board.getByRole('article', { name: QUESTION });
  await expect(question).toBeVisible();
  await expect(question.getByText('📍 Has a place')).toBeVisible();
  await expect(board.getByRole('figure').first()).toBeVisible();
  await resident.screenshot({ path: screenshotPath('discussion-board'), fullPage: true });

  // Another resident replies and reacts.
  const neighbour = await memberPage(browser, 'viewer_riverside', '/initiatives/riverside::safe-streets');
  const neighbourBoard = await openBoard(neighbour);
  const theirView = neighbourBoard.getByRole('article', { name: QUESTION });
  await theirView.getByRole('button', { name: 'Thumbs up: 0' }).click();
  await expect(theirView.getByRole('button', { name: 'Thumbs up: 1' })).toHaveAttribute('aria-pressed', 'true');
  await theirView.getByRole('button', { name: 'Reply', exact: true }).click();
  await theirView.getByLabel('Your reply (Markdown)').fill('Yes please — the stop floods in winter too.');
  await theirView.getByRole('button', { name: 'Reply', exact: true }).last().click();
  await expect(theirView.getByText('Reply posted.')).toBeVisible();
  await expect(theirView.getByText('the stop floods in winter too.')).toBeVisible();

  // A hostile post reaches the open channel; its markup is rendered harmless.
  await form.getByLabel('Channel').selectOption({ label: 'Riverside community' });
  await form.getByLabel('Post', { exact: true }).check();
  await form.getByLabel('Title').fill(HOSTILE);
  await form.getByLabel('Message').fill('Buy now <img src=x onerror="alert(1)"> <script>alert(2)</script> **today**');
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  const hostile = board.getByRole('article', { name: HOSTILE });
  await expect(hostile).toBeVisible();
  expect(await hostile.locator('script, [onerror]').count()).toBe(0);

  // The moderator hides it from the queue.
  const moderator = await memberPage(browser, 'publisher_riverside', '/workspace');
  await expect(moderator.getByTestId('pending-moderation')).toContainText('waits for moderation');
  await moderator.goto(`${SITE}/workspace/moderation?status=approved`);
  await expect(moderator.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  await moderator.getByRole('checkbox', { name: `Choose “${HOSTILE}”` }).check();
  await moderator.getByRole('button', { name: 'Hide (1)' }).click();
  await expect(moderator.getByText('1 post hidden.')).toBeVisible();
  await expect(moderator.getByRole('checkbox', { name: `Choose “${HOSTILE}”` })).toHaveCount(0);
  await expectNoSeriousViolations(moderator);
  await moderator.screenshot({ path: screenshotPath('moderation-queue'), fullPage: true });

  // Nobody sees it any more: not the author, not an anonymous visitor.
  await openBoard(resident);
  await expect(resident.getByRole('article', { name: QUESTION })).toBeVisible();
  await expect(resident.getByRole('article', { name: HOSTILE })).toHaveCount(0);
  await openBoard(visitor);
  await expect(visitor.getByRole('article', { name: HOSTILE })).toHaveCount(0);
  await expect(visitor.getByRole('article', { name: QUESTION })).toBeVisible();
  expect(errors).toEqual([]);
});

for (const lang of ['en', 'ar'] as const) {
  test(`the board passes axe in ${lang === 'en' ? 'English' : 'Arabic'}`, async ({ page }) => {
    const board = await openBoard(page, `${INITIATIVE}?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await board.getByRole('article').first().getByRole('button').first().click();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: screenshotPath(`discussion-board-${lang}`), fullPage: true });
  });
}

test('a discussion item has its own page, /discussions/{slug}, with its board', async ({ page }) => {
  const board = await openBoard(page, `${SITE}/discussions/riverside::bike-plan-discussion`);
  await expect(page.getByRole('heading', { level: 1, name: 'Draft Bike-Lane Plan: Have Your Say' })).toBeVisible();
  await expect(board.getByRole('article', { name: 'Magnolia needs a lane more than University' })).toBeVisible();
  await board.getByRole('button', { name: 'Unanswered' }).click();
  await expect(board.getByRole('article')).toHaveCount(1);
  await expect(board.getByRole('article', { name: 'What happens to parking on Main?' })).toBeVisible();
});

test('an initiative whose discussions switch is off shows no board', async ({ browser, page }) => {
  const admin = await memberPage(browser, 'admin_riverside', '/workspace');
  const toggle = async () => {
    await admin.goto(`${SITE}/workspace/initiatives/${GREENER_RIVERSIDE}/settings`);
    const switches = admin.getByTestId('feature-toggles');
    await expect(switches).toContainText('Discussions');
    await switches.locator('calcite-label', { hasText: 'Discussions' }).locator('calcite-switch').click();
    await switches.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(switches.getByRole('status')).toHaveText('Saved.');
  };
  await toggle();
  await page.goto(`${SITE}/initiatives/riverside::greener-riverside`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Greener Riverside' })).toBeVisible();
  await expect(page.getByTestId('discussion-board')).toHaveCount(0);
  // Switched back on, the board returns.
  await toggle();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('discussion-board')).toBeVisible();
});
