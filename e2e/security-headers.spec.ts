import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from './playwright.config.ts';
import { expectNoSeriousViolations, screenshotPath, signInAs } from './support/memberSession.ts';
import { collectPageErrors, waitForHydration } from './support/pageChecks.ts';

// Issue 12 item 9: every page is served under a strict Content-Security-Policy (scripts only from Plaza
// or with the page's nonce; style elements too since issue 40, ADR 0185) and still works: hydration, the theme, the
// map, the workspace (Calcite), signing in.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;

/** Every Content-Security-Policy violation the page reports. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations ?? []);
}

test('public pages carry a nonce policy, hydrate, and report no violation', async ({ page }) => {
  const errors = collectPageErrors(page);
  const violations = await watchViolations(page);
  for (const path of ['/', '/search?q=trees', '/datasets/riverside::bus-stops']) {
    const response = await page.goto(`${SITE}${path}`);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    const html = await response!.text();
    // Every script element of the page carries this response's nonce, or is data (JSON-LD).
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
      if (tag.includes('application/ld+json')) continue;
      expect(tag, path).toContain(`nonce="${nonce}"`);
    }
    // Style elements need the nonce too; style attributes (the theme, layout) stay allowed (ADR 0185).
    expect(csp, path).toContain(`style-src 'self' 'nonce-${nonce}';`);
    expect(csp, path).toContain("style-src-attr 'unsafe-inline';");
    for (const tag of html.match(/<style\b[^>]*>/g) ?? []) expect(tag, path).toContain(`nonce="${nonce}"`);
    await waitForHydration(page);
    // The site's theme (a style attribute) and the font faces (a style element) both apply.
    const themed = await page.evaluate(() => {
      const holder = document.querySelector<HTMLElement>('[style*="--site-header-bg"]');
      return {
        headerBg: holder ? getComputedStyle(holder).getPropertyValue('--site-header-bg').trim() : '',
        fontFaces: Array.from({ length: document.styleSheets.length }, (_, i) => document.styleSheets.item(i)).some(
          (sheet) => sheet?.ownerNode instanceof HTMLStyleElement && sheet.cssRules.length > 0,
        ),
      };
    });
    expect(themed, path).toEqual({ headerBg: '#0b3d4a', fontFaces: true });
    expect(await violations(), path).toEqual([]);
  }
  expect(errors).toEqual([]);
});

test('a member signs in and opens the workspace under the policy, with no violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await signInAs(page, SITE, 'publisher_riverside');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the map and a Calcite dialog draw under the policy; the only style element is the nonced one', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await page.goto(`${SITE}/datasets/riverside::street-trees`);
  await waitForHydration(page);
  await page.getByRole('heading', { name: 'Map', exact: true }).scrollIntoViewIfNeeded();
  await expect(page.locator('canvas.maplibregl-canvas')).toHaveCount(1);
  const unnonced = () =>
    page.evaluate(() => Array.from(document.querySelectorAll('style')).filter((style) => !style.nonce).length);
  expect(await unnonced()).toBe(0);
  expect(await violations()).toEqual([]);
  await signInAs(page, SITE, 'publisher_riverside');
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  expect(await unnonced()).toBe(0);
  expect(await violations()).toEqual([]);
});

test("the portal's sign-in page names the site, runs no script, and passes axe", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto(`${SITE}/auth/signin?returnTo=%2Fworkspace`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Plaza');
  await expect(page.getByText('Signing in on Riverside Open Data')).toBeVisible();
  await expectNoSeriousViolations(page);
  expect(await violations()).toEqual([]);
  await page.screenshot({ path: screenshotPath('portal-sign-in-site'), fullPage: true });
});
