import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PASSWORD, E2E_PORT } from './playwright.config.ts';
import { expectNoSeriousViolations, screenshotPath, signInAs } from './support/memberSession.ts';
import { waitForHydration } from './support/pageChecks.ts';

// Issue 44 item 2: the workspace panes that were missing — a site's projects and initiatives, the dashboards of a
// page, a discussion, a template and an event, an event's collaborators, a group's discussion pane and the user
// workspace's overview — each offered in the pane list, reachable by keyboard, axe-clean, in English and Arabic.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;
const demoId = (key: string) => createHash('sha256').update(`plaza-demo:riverside:${key}`).digest('hex').slice(0, 32);
const SITE_ID = demoId('site-open-data');
const TEMPLATE_ID = demoId('template-project-site');
const WORKSHOP_ID = demoId('event-river-restoration-workshop');
test.use({ reducedMotion: 'reduce' });

/** The screen in English and Arabic, on a desktop and a phone, axe-checked in each, for a person to look at. */
async function screens(page: Page, path: string, name: string, arabicHeading: string): Promise<void> {
  for (const lang of ['en', 'ar'] as const) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${SITE}${path}?lang=${lang}`);
    await waitForHydration(page);
    if (lang === 'ar') {
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 2, name: arabicHeading })).toBeVisible();
    }
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: screenshotPath(`panes-${name}-${lang}-desktop`), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: screenshotPath(`panes-${name}-${lang}-phone`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${SITE}${path}?lang=en`);
  await waitForHydration(page);
}

/** The pane list of the screen offers the pane, and Enter on its link opens it. */
async function openByKeyboard(page: Page, name: string): Promise<void> {
  const link = page.getByRole('navigation').getByRole('link', { name, exact: true });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
}

test("a site's projects and initiatives panes list the work in its catalog", async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, SITE, 'admin_riverside', `/workspace/sites/${SITE_ID}/details`);
  await waitForHydration(page);
  await openByKeyboard(page, 'Projects');
  await expect(page).toHaveURL(new RegExp(`/workspace/sites/${SITE_ID}/projects$`));
  const projects = page.getByRole('list', { name: 'Projects' });
  await expect(projects.getByRole('link', { name: 'Riverbank Restoration', exact: true })).toBeVisible();
  await expect(projects.getByRole('link', { name: 'Protected Bike Lanes on Main Street', exact: true })).toBeVisible();
  await expect(projects.getByRole('link', { name: 'Greener Riverside' })).toHaveCount(0);
  await screens(page, `/workspace/sites/${SITE_ID}/projects`, 'site-projects', 'المشاريع');

  await openByKeyboard(page, 'Initiatives');
  const initiatives = page.getByRole('list', { name: 'Initiatives' });
  await expect(initiatives.getByRole('link', { name: 'Greener Riverside', exact: true })).toBeVisible();
  await expect(initiatives.getByRole('link', { name: 'Riverbank Restoration' })).toHaveCount(0);
  // Each opens the entity's own workspace.
  await initiatives.getByRole('link', { name: 'Safe Streets', exact: true }).click();
  await expect(page.getByTestId('entity-name')).toHaveText('Safe Streets');
  await expect(page).toHaveURL(/\/workspace\/initiatives\/[0-9a-f]{32}\/\w+$/);
  await screens(page, `/workspace/sites/${SITE_ID}/initiatives`, 'site-initiatives', 'المبادرات');
});

test('a page, a discussion and a template have a dashboard with their usage', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, SITE, 'admin_riverside', '/workspace/pages/riverside::parks-and-trails/details');
  await waitForHydration(page);
  for (const path of [
    '/workspace/pages/riverside::parks-and-trails/details',
    '/workspace/discussions/riverside::bike-plan-discussion/details',
    `/workspace/templates/${TEMPLATE_ID}/details`,
  ]) {
    await page.goto(`${SITE}${path}`);
    await waitForHydration(page);
    await openByKeyboard(page, 'Dashboard');
    const usage = page.getByTestId('usage-report');
    await expect(usage.getByRole('heading', { name: 'Usage' })).toBeVisible();
    // The item's report, read from the telemetry service: its totals, not an error.
    await expect(usage.locator('[data-figure="views"] dd')).toHaveText(/^\d+$/);
  }
  await screens(page, '/workspace/pages/riverside::parks-and-trails/dashboard', 'page-dashboard', 'لوحة المعلومات');
});

test("an event's dashboard counts its registrations; its collaborators pane shares it with a group", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, SITE, 'publisher_riverside', `/workspace/events/${WORKSHOP_ID}/details`);
  await waitForHydration(page);
  const panes = page.getByRole('navigation', { name: 'Event sections' });
  await expect(panes.getByRole('link')).toHaveText(['Dashboard', 'Details', 'Collaborators', 'Attendees', 'Settings']);
  await panes.getByRole('link', { name: 'Dashboard' }).focus();
  await page.keyboard.press('Enter');
  const dashboard = page.getByTestId('event-dashboard');
  // The seeded viewer registered to attend in person; nobody online yet. Places: 40 in person, 200 online.
  await expect(dashboard.getByTestId('event-registered')).toHaveText('1');
  await expect(dashboard.getByTestId('event-registered-in-person')).toHaveText('1');
  await expect(dashboard.getByTestId('event-registered-online')).toHaveText('0');
  await expect(dashboard).toContainText('200');
  await expect(dashboard).toContainText('Planned');
  await screens(page, `/workspace/events/${WORKSHOP_ID}/dashboard`, 'event-dashboard', 'لوحة المعلومات');

  await panes.getByRole('link', { name: 'Collaborators' }).click();
  const pane = page.getByRole('form', { name: 'Collaborators' });
  const canSee = pane.getByLabel('Members of Parks Project Team can see it');
  await expect(canSee).not.toBeChecked();
  await canSee.check();
  await pane.getByRole('button', { name: 'Save' }).click();
  await expect(pane.getByRole('status')).toHaveText('Saved.');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Members of Parks Project Team can see it')).toBeChecked();
  await expect(page.getByLabel('Members of Parks Project Team can manage it')).not.toBeChecked();
  await screens(page, `/workspace/events/${WORKSHOP_ID}/collaborators`, 'event-collaborators', 'المتعاونون');

  // The pane needs the right to edit the event: a viewer is refused, and says why.
  const viewer = await page.context().browser()!.newContext();
  try {
    const other = await viewer.newPage();
    await signInAs(other, SITE, 'viewer_riverside', `/workspace/events/${WORKSHOP_ID}/collaborators`);
    await waitForHydration(other);
    await expect(other.getByTestId('event-denied')).toBeVisible();
  } finally {
    await viewer.close();
  }
});

test("a group's discussion pane allows or stops discussions about it", async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, SITE, 'publisher_riverside', '/workspace');
  const groupId = await page.evaluate(async () => {
    const url = '/sharing/rest/community/groups?f=json&q=title:"Parks Project Team"';
    const answer = (await (await fetch(url)).json()) as { results: { id: string; title: string }[] };
    return answer.results.find((g) => g.title === 'Parks Project Team')!.id;
  });
  await page.goto(`${SITE}/workspace/groups/${groupId}/details`);
  await waitForHydration(page);
  await openByKeyboard(page, 'Discussion');
  const allowed = page.getByLabel('Allowed: people can discuss this group and what is shared with it');
  const off = page.getByLabel('Not allowed: discussions about this group are turned off');
  await expect(allowed).toBeChecked();
  await off.check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  const keywords = async () =>
    page.evaluate(async (id) => {
      const answer = (await (await fetch(`/sharing/rest/community/groups/${id}?f=json`)).json()) as {
        typeKeywords?: string[];
      };
      return answer.typeKeywords ?? [];
    }, groupId);
  await expect.poll(keywords).toContain('cannotDiscuss');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Not allowed: discussions about this group are turned off')).toBeChecked();
  await screens(page, `/workspace/groups/${groupId}/discussion`, 'group-discussion', 'النقاش');
  await page.getByLabel('Allowed: people can discuss this group and what is shared with it').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect.poll(keywords).not.toContain('cannotDiscuss');
});

test("the user workspace's overview: who the person is and the content of theirs one can see", async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, SITE, 'admin_riverside', '/workspace/users/publisher_riverside/overview');
  await waitForHydration(page);
  // Without a pane, the address goes to the overview.
  await page.goto(`${SITE}/workspace/users/publisher_riverside`);
  await page.waitForURL(/\/workspace\/users\/publisher_riverside\/overview$/);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Overview', exact: true })).toBeVisible();
  await expect(page.getByTestId('user-username')).toHaveText('publisher_riverside');
  const items = page.getByRole('list', { name: 'Content they own' });
  await expect(items.getByRole('listitem').first()).toBeVisible();
  // Someone else's workspace has no settings link; one's own has.
  await expect(page.getByRole('link', { name: 'Your settings' })).toHaveCount(0);
  await screens(page, '/workspace/users/publisher_riverside/overview', 'user-overview', 'نظرة عامة');
  await page.goto(`${SITE}/workspace/users/admin_riverside/overview`);
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: 'Your settings' })).toHaveAttribute(
    'href',
    '/people/admin_riverside/profile/settings',
  );
  // Nobody by that name: not found.
  const missing = await page.goto(`${SITE}/workspace/users/nobody_here_${Date.now()}/overview`);
  await waitForHydration(page);
  expect(missing?.status()).toBe(200);
  await expect(page.getByRole('alert')).toBeVisible();
});

test('an initiative template has its own workspace: dashboard, details, collaborators and settings', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const API = `http://localhost:${E2E_PORT}`;
  const signedIn = await request.post(`${API}/sharing/rest/generateToken`, {
    form: { username: 'admin_riverside', password: E2E_PASSWORD, client: 'referer', referer: API, f: 'json' },
  });
  const { token } = (await signedIn.json()) as { token: string };
  const title = `Safer streets initiative ${Date.now().toString(36)}`;
  const added = await request.post(`${API}/sharing/rest/content/users/admin_riverside/addItem`, {
    form: {
      f: 'json',
      token,
      title,
      type: 'Hub Initiative Template',
      typeKeywords: 'Hub Initiative Template',
      snippet: 'Start a safer-streets initiative.',
      properties: JSON.stringify({ previewUrl: 'https://example.org/safer-streets' }),
      text: JSON.stringify({ recommendedTemplates: [TEMPLATE_ID], siteSolutionId: '' }),
    },
    headers: { referer: API },
  });
  const { id } = (await added.json()) as { id: string };
  expect(id).toMatch(/^[0-9a-f]{32}$/);

  // Without a pane, the workspace opens its details (spec 3 §2).
  await signInAs(page, SITE, 'admin_riverside', `/workspace/initiativeTemplates/${id}/details`);
  await page.goto(`${SITE}/workspace/initiativeTemplates/${id}`);
  await page.waitForURL(new RegExp(`/workspace/initiativeTemplates/${id}/details$`));
  await waitForHydration(page);
  await expect(page.getByTestId('entity-name')).toHaveText(title);
  await expect(page.getByText('Initiative template', { exact: true })).toBeVisible();
  const nav = page.getByRole('navigation', { name: `Sections of ${title}` });
  await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Details', 'Collaborators', 'Settings']);

  // Details: the summary, saved to the item.
  await page.getByRole('textbox', { name: 'Summary' }).fill('Everything a safer-streets initiative needs.');
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' }).first()).toBeVisible();
  const stored = await request.get(`${API}/sharing/rest/content/items/${id}?f=json&token=${token}`, {
    headers: { referer: API },
  });
  const item = (await stored.json()) as { snippet: string; properties?: { previewUrl?: string } };
  expect(item.snippet).toBe('Everything a safer-streets initiative needs.');
  // What the details pane does not edit stays as it was.
  expect(item.properties?.previewUrl).toBe('https://example.org/safer-streets');

  // Its preview address (an example of what it makes): a web address or nothing.
  const preview = page.getByRole('form', { name: 'Preview' });
  const address = preview.getByTestId('field-previewUrl').locator('input');
  await expect(address).toHaveValue('https://example.org/safer-streets');
  await address.fill('example.org/calmer');
  await preview.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(preview.getByText('Enter a web address starting with https:// or http://.')).toBeVisible();
  await address.fill('https://example.org/calmer-streets');
  await preview.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(preview.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect
    .poll(async () => {
      const again = await request.get(`${API}/sharing/rest/content/items/${id}?f=json&token=${token}`, {
        headers: { referer: API },
      });
      return ((await again.json()) as { properties?: { previewUrl?: string } }).properties?.previewUrl;
    })
    .toBe('https://example.org/calmer-streets');
  await screens(page, `/workspace/initiativeTemplates/${id}/details`, 'initiative-template-details', 'التفاصيل');

  await openByKeyboard(page, 'Dashboard');
  await expect(page.getByTestId('usage-report').locator('[data-figure="views"] dd')).toHaveText(/^\d+$/);
  await screens(
    page,
    `/workspace/initiativeTemplates/${id}/dashboard`,
    'initiative-template-dashboard',
    'لوحة المعلومات',
  );

  // Its settings pane opens too.
  await page.goto(`${SITE}/workspace/initiativeTemplates/${id}/settings`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
});
