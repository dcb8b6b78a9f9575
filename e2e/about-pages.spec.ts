import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_PASSWORD, E2E_PORT } from './playwright.config.ts';
import { expectNoSeriousViolations, screenshotPath } from './support/memberSession.ts';
import { collectPageErrors, waitForHydration } from './support/pageChecks.ts';

// Issue 44 item 3: a deployed solution's about page (/content/{id}/about) and an initiative template's
// (/initiatives/templates/{id}/about), server-rendered for a visitor, listing only what the visitor may see; a private
// solution's about page answers as a page that does not exist.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;
const API = `http://localhost:${E2E_PORT}`;
const STAMP = Date.now().toString(36);
const OWNER = 'admin_riverside';

/** The id of a demo item (as the seed derives it): Riverside's "Project site" template, shared with its org only. */
const ORG_TEMPLATE = createHash('sha256')
  .update('plaza-demo:riverside:template-project-site')
  .digest('hex')
  .slice(0, 32);

interface Made {
  readonly publicPage: string;
  readonly privatePage: string;
  readonly solution: string;
  readonly privateSolution: string;
  readonly siteTemplate: string;
  readonly initiativeTemplate: string;
}

const TITLES = {
  publicPage: `Trail counts ${STAMP}`,
  privatePage: `Unannounced budget ${STAMP}`,
  solution: `Riverside trails solution ${STAMP}`,
  privateSolution: `Confidential rollout ${STAMP}`,
  siteTemplate: `Neighbourhood site ${STAMP}`,
  initiativeTemplate: `Safer streets initiative ${STAMP}`,
};

async function adminToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post(`${API}/sharing/rest/generateToken`, {
    form: { username: OWNER, password: E2E_PASSWORD, client: 'referer', referer: API, f: 'json' },
  });
  return ((await answer.json()) as { token: string }).token;
}

/** Adds an item as the administrator and shares it with everyone unless `access` is private; answers its id. */
async function addItem(
  request: APIRequestContext,
  token: string,
  fields: Record<string, string>,
  access: 'public' | 'private',
): Promise<string> {
  const added = await request.post(`${API}/sharing/rest/content/users/${OWNER}/addItem`, {
    form: { f: 'json', token, ...fields },
    headers: { referer: API },
  });
  const body = (await added.json()) as { id?: string; error?: unknown };
  expect(body.error).toBeUndefined();
  const id = body.id!;
  if (access === 'public') {
    const shared = await request.post(`${API}/sharing/rest/content/items/${id}/share`, {
      form: { f: 'json', token, everyone: 'true', org: 'true' },
      headers: { referer: API },
    });
    expect(((await shared.json()) as { notSharedWith?: string[] }).notSharedWith ?? []).toEqual([]);
  }
  return id;
}

async function makeItems(request: APIRequestContext): Promise<Made> {
  const token = await adminToken(request);
  const publicPage = await addItem(
    request,
    token,
    { title: TITLES.publicPage, type: 'Hub Page', snippet: 'How many walk the trails.', text: '{}' },
    'public',
  );
  const privatePage = await addItem(
    request,
    token,
    { title: TITLES.privatePage, type: 'Hub Page', text: '{}' },
    'private',
  );
  const deployed = (title: string) => ({
    title,
    type: 'Solution',
    typeKeywords: 'Solution,Deployed',
    snippet: 'Everything the trails programme runs on.',
    description: '<p>Set up for the <strong>trails programme</strong>.</p>',
    text: JSON.stringify({ templates: [{ itemId: publicPage }, { itemId: privatePage }] }),
  });
  const solution = await addItem(request, token, deployed(TITLES.solution), 'public');
  const privateSolution = await addItem(request, token, deployed(TITLES.privateSolution), 'private');
  const siteTemplate = await addItem(
    request,
    token,
    {
      title: TITLES.siteTemplate,
      type: 'Solution',
      typeKeywords: 'Solution,Template',
      snippet: 'A site for a neighbourhood.',
      text: JSON.stringify({ templates: [] }),
    },
    'public',
  );
  const initiativeTemplate = await addItem(
    request,
    token,
    {
      title: TITLES.initiativeTemplate,
      type: 'Hub Initiative Template',
      snippet: 'Start a safer-streets initiative with its site and survey.',
      description: '<p>Everything a <em>safer streets</em> initiative needs.</p>',
      properties: JSON.stringify({ previewUrl: 'https://example.org/safer-streets' }),
      text: JSON.stringify({ siteSolutionId: siteTemplate, recommendedTemplates: [ORG_TEMPLATE, privatePage] }),
    },
    'public',
  );
  return { publicPage, privatePage, solution, privateSolution, siteTemplate, initiativeTemplate };
}

/** Presses Tab until `target` has the focus (at most `limit` times): it must be reachable with the keyboard. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

let made: Made;

test.beforeAll(async ({ request }) => {
  made = await makeItems(request);
});

test('a deployed solution’s about page says what it is and lists only what the visitor may see', async ({ page }) => {
  const errors = collectPageErrors(page);
  const response = await page.goto(`${SITE}/content/${made.solution}/about`);
  expect(response?.status()).toBe(200);
  // Server-rendered: the words are in the HTML before any script runs.
  const html = await response!.text();
  expect(html).toContain(TITLES.solution);
  expect(html).toContain(TITLES.publicPage);
  expect(html).not.toContain(TITLES.privatePage);
  await waitForHydration(page);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES.solution);
  await expect(page).toHaveTitle(new RegExp(TITLES.solution));
  await expect(page.getByText('Everything the trails programme runs on.')).toBeVisible();
  await expect(page.getByText('trails programme', { exact: true })).toBeVisible();
  const set = page.getByRole('region', { name: 'What it set up' });
  const items = set.getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(TITLES.publicPage);
  await expect(page.getByText(TITLES.privatePage)).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('about-solution-desktop'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: screenshotPath('about-solution-phone'), fullPage: true });
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  // With the keyboard alone: Tab to what it set up, Enter opens it.
  const link = set.getByRole('link', { name: TITLES.publicPage });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname.includes(made.publicPage));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES.publicPage);
  expect(errors).toEqual([]);
});

test('an initiative template’s about page shows its example and the templates the visitor may see', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const response = await page.goto(`${SITE}/initiatives/templates/${made.initiativeTemplate}/about`);
  expect(response?.status()).toBe(200);
  const html = await response!.text();
  expect(html).toContain(TITLES.initiativeTemplate);
  expect(html).toContain(TITLES.siteTemplate);
  await waitForHydration(page);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES.initiativeTemplate);
  await expect(page.getByText('Start a safer-streets initiative with its site and survey.')).toBeVisible();
  await expect(page.getByText('safer streets', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See an example' })).toHaveAttribute(
    'href',
    'https://example.org/safer-streets',
  );
  const templates = page.getByRole('region', { name: 'Templates that come with it' });
  await expect(templates.getByRole('listitem')).toHaveCount(1);
  // The org's own template and the private page are not shared with a visitor: not named, not counted.
  await expect(page.getByText('Project site')).toHaveCount(0);
  await expect(page.getByText(TITLES.privatePage)).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('about-initiative-template-desktop'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: screenshotPath('about-initiative-template-phone'), fullPage: true });
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  const link = templates.getByRole('link', { name: TITLES.siteTemplate });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await page.waitForURL(`${SITE}/templates/${made.siteTemplate}/about`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES.siteTemplate);
  expect(errors).toEqual([]);
});

test('a private solution, an unknown id and an item of another kind answer the same 404 that tells nothing', async ({
  page,
  request,
}) => {
  const missing = async (path: string): Promise<string> => {
    // Node does not resolve *.localhost: the site's host is named in the request instead.
    const response = await request.get(`${API}${path}`, { headers: { host: new URL(SITE).host } });
    expect(response.status(), path).toBe(404);
    // Each answer has its own CSP nonce.
    return (await response.text()).replace(/nonce="[^"]*"/g, 'nonce=""');
  };
  const secret = await missing(`/content/${made.privateSolution}/about`);
  expect(secret).not.toContain(TITLES.privateSolution);
  expect(secret).not.toContain(TITLES.publicPage);
  const unknown = await missing(`/content/${'0'.repeat(32)}/about`);
  await missing(`/content/not-an-id/about`);
  await missing(`/content/${made.publicPage}/about`);
  await missing(`/initiatives/templates/${made.solution}/about`);
  await missing(`/initiatives/templates/${'0'.repeat(32)}/about`);
  // The private solution's page is word for word the unknown id's but for the id itself.
  expect(secret.replaceAll(made.privateSolution, 'ID')).toBe(unknown.replaceAll('0'.repeat(32), 'ID'));

  // In a browser, the same: the 404 page, nothing of the item.
  const response = await page.goto(`${SITE}/content/${made.privateSolution}/about`);
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByText(TITLES.privateSolution)).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // A solution not deployed (a template) is sent to its template page.
  await page.goto(`${SITE}/content/${made.siteTemplate}/about`);
  await page.waitForURL(`${SITE}/templates/${made.siteTemplate}/about`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES.siteTemplate);
});
