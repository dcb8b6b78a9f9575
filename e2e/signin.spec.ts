import { expect, test, type Page } from '@playwright/test';
import { E2E_PASSWORD, E2E_PORT } from './playwright.config.ts';
import { screenshotPath } from './support/memberSession.ts';
import { expectNoSeriousA11yViolations, waitForHydration } from './support/pageChecks.ts';

// Issue 9: a member signs in from a site, comes back to the same page signed in, stays signed in across a reload,
// and signs out through the portal.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;
const PAGE = `${SITE}/pages/riverside::parks-and-trails`;

/** Console errors and uncaught exceptions of every page the flow passes, the portal's sign-in page included. */
function collectAppErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function fillPortalSignIn(page: Page, username: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Plaza');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('signs in from a site page by redirect with PKCE S256, back on the same page; a reload keeps the session; sign-out works', async ({
  page,
}) => {
  const errors = collectAppErrors(page);
  await page.goto(PAGE);
  await waitForHydration(page);
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Sign in' }).click();

  await page.waitForURL(/\/sharing\/rest\/oauth2\/authorize/);
  const authorize = new URL(page.url());
  // The portal's pages are on the portal's host, whichever site asked (ADR 0109).
  expect(authorize.host).toBe(`localhost:${E2E_PORT}`);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(authorize.searchParams.get('response_type')).toBe('code');
  expect(authorize.searchParams.get('client_id')).toBe('plaza-web');
  expect(authorize.searchParams.get('redirect_uri')).toBe(`${SITE}/auth/callback`);

  await fillPortalSignIn(page, 'publisher_riverside');
  await page.waitForURL(PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parks and Trails');
  const account = header.getByRole('button', { name: /Account menu/ });
  await expect(account).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  // The code and state never stay in the address bar.
  expect(page.url()).not.toContain('code=');

  await page.reload();
  await waitForHydration(page);
  await expect(account).toBeVisible();
  await account.click();
  await expect(header.getByText('Signed in as')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Your workspace' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('signin-user-menu') });

  await header.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(PAGE);
  await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are signed out.' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('plaza:session'))).toBeNull();
  // The portal's own session ended too: signing in asks for the password again.
  await header.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
  expect(errors).toEqual([]);
});

// Stored sessions are written from a file of the site's origin that runs no app code, so no page of the app is
// alive (and may verify and clear them first) when the page under test loads.
async function storeSession(page: Page, session: Record<string, unknown>): Promise<void> {
  await page.goto(`${SITE}/favicon.svg`);
  await page.evaluate((value) => localStorage.setItem('plaza:session', JSON.stringify(value)), session);
}

test('an expired stored session falls back to anonymous with a notice, never a blank page', async ({ page }) => {
  await storeSession(page, {
    type: 'ArcGISIdentityManager',
    portal: `${SITE}/sharing/rest`,
    username: 'publisher_riverside',
    token: 'expired-token',
    tokenExpires: Date.now() - 60_000,
  });
  await page.goto(PAGE);
  await waitForHydration(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Your session has expired' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parks and Trails');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('a revoked token is refused by the portal and ends the session with a notice', async ({ page }) => {
  await storeSession(page, {
    portal: `${SITE}/sharing/rest`,
    username: 'publisher_riverside',
    token: 'a-token-the-portal-never-issued',
    tokenExpires: Date.now() + 3_600_000,
  });
  await page.goto(PAGE);
  await expect(page.getByRole('alert').filter({ hasText: 'no longer valid' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('signs in in a popup from the sign-in page, and the page it came from continues signed in', async ({ page }) => {
  await page.goto(`${SITE}/auth/signin?returnTo=${encodeURIComponent('/pages/riverside::parks-and-trails')}`);
  await waitForHydration(page);
  await expectNoSeriousA11yViolations(page);
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Sign in in a new window' }).click(),
  ]);
  await fillPortalSignIn(popup, 'user_riverside');
  await popup.waitForEvent('close');
  await page.waitForURL(PAGE);
  await expect(page.getByRole('banner').getByRole('button', { name: /Account menu/ })).toBeVisible();
});

test('signed in on one site, a member signs in on another site of the deployment with one click, no password', async ({
  page,
}) => {
  const errors = collectAppErrors(page);
  await page.goto(PAGE);
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await fillPortalSignIn(page, 'user_riverside');
  await page.waitForURL(PAGE);

  const other = `http://data-hillcrest.localhost:${E2E_PORT}/`;
  await page.goto(other);
  await waitForHydration(page);
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Sign in' }).click();
  // The portal remembers the member: straight back to the page, signed in, without the portal's form.
  await page.waitForURL(other);
  await expect(header.getByRole('button', { name: /Account menu/ })).toBeVisible();
  expect(errors).toEqual([]);
});
