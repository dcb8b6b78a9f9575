import { expect, test, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_PASSWORD, E2E_PORT } from './playwright.config.ts';
import { expectNoSeriousViolations, screenshotPath, signInAs } from './support/memberSession.ts';
import { waitForHydration } from './support/pageChecks.ts';
import { openSiteSettings } from './support/siteSettings.ts';

// ADR 0106: a site on its custom hostname signs people in through its own OAuth app. The administrator gives the demo
// site a custom hostname (Chromium resolves it to this machine); a visitor on that hostname signs in there and comes
// back there, signed in. The hostname is removed again at the end, so the demo site stays as seeded.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;
const CUSTOM = `data.riverside.test:${E2E_PORT}`;
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    // The hostname resolves to this machine, and counts as secure (PKCE needs Web Crypto) as https would in production.
    args: [
      ...CHROMIUM_ARGS,
      '--host-resolver-rules=MAP data.riverside.test 127.0.0.1',
      `--unsafely-treat-insecure-origin-as-secure=http://${CUSTOM}`,
    ],
  },
});

async function setCustomHostname(page: Page, hostname: string): Promise<void> {
  const address = page.getByTestId('site-address');
  await address.getByRole('textbox', { name: 'Custom hostname (optional)' }).fill(hostname);
  await address.getByRole('button', { name: 'Save' }).click();
  await expect(address.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
}

test('a visitor signs in on the site’s custom hostname through the site’s own app and comes back there', async ({
  page,
  browser,
}) => {
  await signInAs(page, SITE, 'admin_riverside');
  await openSiteSettings(page);
  await setCustomHostname(page, CUSTOM);
  try {
    const visitor = await (await browser.newContext()).newPage();
    const errors: string[] = [];
    visitor.on('pageerror', (error) => errors.push(error.message));
    await visitor.goto(`http://${CUSTOM}/search`);
    await waitForHydration(visitor);
    const header = visitor.getByRole('banner');
    await expect(header).toContainText('Riverside Open Data');
    await header.getByRole('link', { name: 'Sign in' }).click();

    await visitor.waitForURL(/\/sharing\/rest\/oauth2\/authorize/);
    const authorize = new URL(visitor.url());
    expect(authorize.host).toBe(CUSTOM);
    expect(authorize.searchParams.get('client_id')).not.toBe('plaza-web');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`http://${CUSTOM}/auth/callback`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    // The portal's page names the site and where the person will be sent back to.
    await expect(visitor.getByRole('heading', { level: 1 })).toContainText('Riverside Open Data');
    await expect(visitor.getByRole('main')).toContainText(CUSTOM);
    await expectNoSeriousViolations(visitor);
    await visitor.screenshot({ path: screenshotPath('custom-hostname-sign-in') });
    await visitor.getByLabel('Username').fill('publisher_riverside');
    await visitor.getByLabel('Password').fill(E2E_PASSWORD);
    await visitor.getByRole('button', { name: 'Sign in' }).click();

    await visitor.waitForURL(`http://${CUSTOM}/search`);
    await expect(header.getByRole('button', { name: /Account menu/ })).toBeVisible();
    await visitor.reload();
    await waitForHydration(visitor);
    await expect(header.getByRole('button', { name: /Account menu/ })).toBeVisible();
    // Signing out goes through the portal with the site's app and comes back to the custom hostname.
    await header.getByRole('button', { name: /Account menu/ }).click();
    await header.getByRole('button', { name: 'Sign out' }).click();
    await visitor.waitForURL(`http://${CUSTOM}/search`);
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await setCustomHostname(page, '');
  }
});
