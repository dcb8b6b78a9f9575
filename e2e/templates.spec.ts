import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_PASSWORD, E2E_PORT, NO_TRACKING_CHOICE } from './playwright.config.ts';
import { expectNoSeriousViolations, screenshotPath, signInAs } from './support/memberSession.ts';
import { collectPageErrors } from './support/pageChecks.ts';
import { createSiteInWorkspace, openSiteSettings } from './support/siteSettings.ts';

// Issue 23: an administrator saves the demo site as a template and deploys it as "Riverside Trails", which answers on
// its own hostname with the template's layout; a deploy whose site fails to be made leaves none of its pages behind.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;
const API = `http://localhost:${E2E_PORT}`;
const SUFFIX = Date.now().toString(36);
const TEMPLATE = `Open data site ${SUFFIX}`;

/** A token of the demo administrator, for reading what it owns. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post(`${API}/sharing/rest/generateToken`, {
    form: { username: 'admin_riverside', password: E2E_PASSWORD, client: 'referer', referer: API, f: 'json' },
  });
  return ((await answer.json()) as { token: string }).token;
}

/** The number of items the admin owns (private ones included), read with the admin's own token. */
async function ownedItems(request: APIRequestContext): Promise<number> {
  const token = await adminToken(request);
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
  // The gallery offers the organisation's demo templates.
  const gallery = page.getByTestId('template-gallery');
  await expect(gallery.getByRole('link', { name: 'Project site' })).toBeVisible();
  await expect(gallery.getByRole('link', { name: 'Initiative site' })).toBeVisible();
  await gallery.screenshot({ path: screenshotPath('template-gallery') });
  await openSiteSettings(page);
  const save = page.getByTestId('save-as-template');
  await save.getByLabel('Template name').fill(TEMPLATE);
  await save.getByRole('button', { name: 'Save as template' }).click();
  await save.getByTestId('saved-template-link').click();
  await page.waitForURL(/\/workspace\/templates\/[0-9a-f]{32}\/details$/);
  const templateId = /templates\/([0-9a-f]{32})/.exec(page.url())![1]!;

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
    storageState: {
      cookies: [],
      origins: [host, SITE].map((origin) => ({ origin, localStorage: [NO_TRACKING_CHOICE] })),
    },
  });
  const visit = await visitor.newPage();
  await visit.goto(`${host}/`);
  await expect(visit).toHaveTitle(/Riverside Trails/);
  await expect(visit.getByRole('banner')).toContainText('Riverside Trails');
  await expect(visit.getByRole('link', { name: 'Parks and Trails' }).first()).toBeVisible();
  await visit.screenshot({ path: screenshotPath('template-deployed-site'), fullPage: true });

  // Shared with everyone, the template has a public "about" page saying what it makes.
  await page.goto(`${SITE}/workspace/templates/${templateId}/details`);
  await page.getByLabel('Everyone, including visitors who are not signed in').check();
  await page.getByRole('button', { name: 'Change access' }).click();
  await expect(page.getByRole('main').getByText('Everyone (public)')).toBeVisible();
  const about = await visitor.newPage();
  await about.goto(`${SITE}/templates/${templateId}/about`);
  await expect(about.getByRole('heading', { level: 1 })).toHaveText(TEMPLATE);
  await expect(about.getByTestId('template-makes')).toHaveText('Makes a new site with 2 pages, on its own address.');
  await expect(about.getByRole('link', { name: 'Use this template' })).toHaveAttribute(
    'href',
    `/workspace/templates/${templateId}/details`,
  );
  await expectNoSeriousViolations(about);
  await about.screenshot({ path: screenshotPath('template-about'), fullPage: true });
  await visitor.close();
  // The console's errors: the dropped addItem of the failed deploy, and the free addresses' 404s.
  expect(missing).toEqual([]);
  expect(errors.filter((error) => !/ERR_CONNECTION_RESET|status of 404/.test(error))).toEqual([]);
});

test("a site's JSON: a syntax error is located, a change is reviewed line by line, then saved", async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  await signInAs(page, SITE, 'admin_riverside');
  const siteId = await createSiteInWorkspace(page, `Advanced ${SUFFIX}`);
  await page.goto(`${SITE}/workspace/sites/${siteId}/settings`);
  await page.getByTestId('advanced-edit-link').click();
  await page.waitForURL(/\/edit\/advanced$/);
  const box = page.getByLabel('Site JSON');
  const json = await box.inputValue();
  expect(JSON.parse(json)).toMatchObject({ id: siteId, name: `Advanced ${SUFFIX}` });

  // A comma taken away: the error says where, and the caret is put there.
  const broken = json.replace('"summary": "",', '"summary": ""');
  await box.fill(broken);
  await page.getByTestId('advanced-review').click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(/Line \d+, column \d+/);
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page);

  // A real change: reviewed as lines taken away and added, then saved.
  await box.fill(json.replace('"summary": "",', '"summary": "Trails, bridges and parks by the river.",'));
  await page.getByTestId('advanced-review').click();
  const diff = page.getByTestId('advanced-diff');
  await expect(diff).toContainText('-   "summary": "",');
  await expect(diff).toContainText('+   "summary": "Trails, bridges and parks by the river.",');
  await page.screenshot({ path: screenshotPath('advanced-edit-review'), fullPage: true });
  await diff.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  const item = (await (
    await request.get(`${API}/sharing/rest/content/items/${siteId}?f=json`, {
      params: { token: await adminToken(request) },
      headers: { referer: API },
    })
  ).json()) as { snippet: string };
  expect(item.snippet).toBe('Trails, bridges and parks by the river.');
  expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
});
