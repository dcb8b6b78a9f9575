import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_PASSWORD, E2E_PORT, NO_TRACKING_CHOICE } from './playwright.config.ts';
import { expectNoSeriousViolations, screenshotPath, signInAs } from './support/memberSession.ts';
import { collectPageErrors } from './support/pageChecks.ts';
import { openSiteSettings } from './support/siteSettings.ts';

// Issue 23: an administrator saves the demo site as a template and deploys it as "Riverside Trails", which answers on
// its own hostname with the template's layout; a deploy whose site fails to be made leaves none of its pages behind.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;
const API = `http://localhost:${E2E_PORT}`;
const SUFFIX = Date.now().toString(36);
const TEMPLATE = `Open data site ${SUFFIX}`;

/** The number of items the admin owns (private ones included), read with the admin's own token. */
async function ownedItems(request: APIRequestContext): Promise<number> {
  const answer = await request.post(`${API}/sharing/rest/generateToken`, {
    form: { username: 'admin_riverside', password: E2E_PASSWORD, client: 'referer', referer: API, f: 'json' },
  });
  const { token } = (await answer.json()) as { token: string };
  const search = await request.get(`${API}/sharing/rest/search`, {
    params: { q: 'owner:admin_riverside', num: '1', f: 'json', token },
    headers: { referer: API },
  });
  return ((await search.json()) as { total: number }).total;
}

test('a site saved as a template deploys as a new site on its own hostname; a failed deploy leaves nothing', async ({
  page,
  browser,
  request,
}) => {
  const errors = collectPageErrors(page);
  // A new site's address is checked free by asking for it (`/api/v3/domains/{hostname}` answers 404): expected.
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404 && !response.url().includes('/api/v3/domains/')) missing.push(response.url());
  });
  await signInAs(page, SITE, 'admin_riverside');
  await openSiteSettings(page);
  const save = page.getByTestId('save-as-template');
  await save.getByLabel('Template name').fill(TEMPLATE);
  await save.getByRole('button', { name: 'Save as template' }).click();
  await save.getByTestId('saved-template-link').click();
  await page.waitForURL(/\/workspace\/templates\/[0-9a-f]{32}\/details$/);

  const deploy = page.getByTestId('deploy-template');
  await expect(deploy).toContainText('Makes a new site with 2 pages');
  await expectNoSeriousViolations(page);

  // A deploy whose site is refused half-way (the network drops its addItem): the pages made first are removed.
  const before = await ownedItems(request);
  await page.route('**/sharing/rest/content/users/*/addItem', async (route) => {
    if (/Hub(\+|%20| )Site(\+|%20| )Application/.test(route.request().postData() ?? '')) {
      await route.abort('connectionreset');
    } else await route.fallback();
  });
  await deploy.getByLabel('Name of what it makes').fill('Broken Trails');
  await deploy.getByRole('button', { name: 'Deploy' }).click();
  await expect(deploy.getByText('It was not deployed, and nothing was left behind')).toBeVisible();
  expect(await ownedItems(request)).toBe(before);
  await page.unrouteAll();

  await deploy.getByLabel('Name of what it makes').fill('Riverside Trails');
  await deploy.getByLabel('Who can see it').selectOption('public');
  await deploy.getByRole('button', { name: 'Deploy' }).click();
  await expect(deploy.getByTestId('deploy-done')).toBeVisible();
  await expect(deploy.getByRole('status')).toHaveText('Done.');
  await page.screenshot({ path: screenshotPath('template-deployed'), fullPage: true });
  expect(await ownedItems(request)).toBe(before + 3);
  await deploy.getByTestId('deployed-link').click();
  await page.waitForURL(/\/workspace\/sites\/[0-9a-f]{32}/);
  const siteId = /\/workspace\/sites\/([0-9a-f]{32})/.exec(page.url())![1]!;

  // The new site, public, on its own hostname, drawn from the template's layout (the demo home's welcome text).
  const data = (await (await request.get(`${API}/sharing/rest/content/items/${siteId}/data?f=json`)).json()) as {
    values: { defaultHostname: string };
  };
  expect(data.values.defaultHostname).toMatch(/^riverside-trails(-\d+)?-riverside\.localhost/);
  const host = `http://${data.values.defaultHostname}`;
  const visitor = await browser.newContext({
    storageState: { cookies: [], origins: [{ origin: host, localStorage: [NO_TRACKING_CHOICE] }] },
  });
  const visit = await visitor.newPage();
  await visit.goto(`${host}/`);
  await expect(visit).toHaveTitle(/Riverside Trails/);
  await expect(visit.getByRole('banner')).toContainText('Riverside Trails');
  await expect(visit.getByRole('link', { name: 'Parks and Trails' }).first()).toBeVisible();
  await visit.screenshot({ path: screenshotPath('template-deployed-site'), fullPage: true });
  await visitor.close();
  // The console's errors: the dropped addItem of the failed deploy, and the free addresses' 404s.
  expect(missing).toEqual([]);
  expect(errors.filter((error) => !/ERR_CONNECTION_RESET|status of 404/.test(error))).toEqual([]);
});
