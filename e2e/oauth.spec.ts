import { createHash, randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PASSWORD, E2E_PORT } from './playwright.config.ts';
import { expectNoSeriousA11yViolations } from './support/pageChecks.ts';

// A real browser fills the portal's own sign-in page; the test then plays the web app's part
// (a public client, plaza-web) and redeems the code with its PKCE verifier.
const origin = `http://localhost:${E2E_PORT}`;
const redirectUri = `${origin}/auth/callback`;

function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

async function openSignIn(page: Page, state: string, challenge: string, locale = 'en'): Promise<void> {
  const params = new URLSearchParams({
    client_id: 'plaza-web',
    response_type: 'code',
    redirect_uri: redirectUri,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    locale,
  });
  await page.goto(`/sharing/rest/oauth2/authorize?${params}`);
}

test('signs in on the portal page and returns code and the unchanged state to the web app', async ({ page }) => {
  const { verifier, challenge } = pkce();
  const state = `st-${randomBytes(8).toString('hex')} /?&=`;
  await openSignIn(page, state, challenge);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Plaza');
  await page.getByLabel('Username').fill('publisher_riverside');
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/auth/callback');

  const returned = new URL(page.url());
  expect(returned.searchParams.get('state')).toBe(state);
  const code = returned.searchParams.get('code');
  expect(code).toBeTruthy();

  const tokenRes = await fetch(`${origin}/sharing/rest/oauth2/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: 'plaza-web',
      code: code!,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    }),
  });
  const tokens = (await tokenRes.json()) as { access_token: string; refresh_token: string; username: string };
  expect(tokens.username).toBe('publisher_riverside');
  const self = (await (
    await fetch(`${origin}/sharing/rest/community/self?f=json`, {
      headers: { Authorization: `Bearer ${tokens.access_token}` },
    })
  ).json()) as { username: string; role: string };
  expect(self).toMatchObject({ username: 'publisher_riverside', role: 'org_publisher' });
});

test('tells the person when the password is wrong, announced and next to the fields', async ({ page }) => {
  await openSignIn(page, 's', pkce().challenge);
  await page.getByLabel('Username').fill('user_riverside');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('The username or password is incorrect.');
  await expect(page.getByLabel('Username')).toHaveValue('user_riverside');
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/sharing\/rest\/oauth2\/authorize/);
});

test('the sign-in page passes axe in English and in Arabic (right to left)', async ({ page }) => {
  await openSignIn(page, 's', pkce().challenge);
  await expectNoSeriousA11yViolations(page);
  await openSignIn(page, 's', pkce().challenge, 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByLabel('كلمة المرور')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an unregistered redirect URI is refused on the portal page, without redirecting', async ({ page }) => {
  const params = new URLSearchParams({
    client_id: 'plaza-web',
    response_type: 'code',
    redirect_uri: `${redirectUri}/`,
    code_challenge: pkce().challenge,
    code_challenge_method: 'S256',
  });
  const res = await page.goto(`/sharing/rest/oauth2/authorize?${params}`);
  expect(res?.status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This sign-in link is not valid');
  expect(new URL(page.url()).pathname).toBe('/sharing/rest/oauth2/authorize');
});
