import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_PASSWORD, E2E_PORT } from './playwright.config.ts';
import { expectNoSeriousViolations, screenshotPath, signInAs } from './support/memberSession.ts';
import { openSiteSettings } from './support/siteSettings.ts';
import { RIVERSIDE_SITE_ID } from './support/telemetryReport.ts';

// Usage reports (issue 44 item 5): the dashboard counts page views by the spec's visitor classes; the site's manager
// grants one of its groups the reports — and the telemetry service lets that group's members read them, and no longer
// once withdrawn; a site setting turns its tracking off, which the ingest then refuses.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;
const API = `http://localhost:${E2E_PORT}`;
const REPORT = `${API}/api/telemetry/v1/reports?siteId=${RIVERSIDE_SITE_ID}&range=day`;

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const answer = await request.post(`${API}/sharing/rest/generateToken`, {
    form: { username, password: E2E_PASSWORD, client: 'referer', referer: API, f: 'json' },
  });
  return ((await answer.json()) as { token: string }).token;
}

async function siteItem(request: APIRequestContext, token: string) {
  const answer = await request.get(`${API}/sharing/rest/content/items/${RIVERSIDE_SITE_ID}`, {
    params: { f: 'json', token },
  });
  return (await answer.json()) as { owner: string; properties: Record<string, unknown> | null };
}

async function setSiteProperties(request: APIRequestContext, token: string, properties: Record<string, unknown>) {
  const item = await siteItem(request, token);
  const answer = await request.post(
    `${API}/sharing/rest/content/users/${item.owner}/items/${RIVERSIDE_SITE_ID}/update`,
    { form: { f: 'json', token, properties: JSON.stringify(properties) }, headers: { referer: API } },
  );
  expect(((await answer.json()) as { success?: boolean }).success).toBe(true);
}

test('a manager grants the site’s followers its usage reports; the followers read them until it is withdrawn', async ({
  browser,
  request,
}) => {
  const admin = await tokenOf(request, 'admin_riverside');
  const follower = await tokenOf(request, 'viewer_riverside');
  const original = (await siteItem(request, admin)).properties ?? {};
  const groups = await request.get(`${API}/sharing/rest/community/groups`, {
    params: { f: 'json', token: admin, q: 'Followers Greener Riverside', num: '100' },
  });
  const found = ((await groups.json()) as { results: { id: string; title: string }[] }).results;
  const followersGroupId = found.find((group) => group.title === 'Followers of Greener Riverside')!.id;
  // The demo site has no followers group of its own: give it one (the initiative's), as a site that has followers does.
  await setSiteProperties(request, admin, { ...original, followersGroupId });
  const readAsFollower = async () =>
    (await request.get(REPORT, { headers: { authorization: `Bearer ${follower}` } })).status();
  try {
    expect(await readAsFollower()).toBe(403);

    const page = await (await browser.newContext()).newPage();
    await signInAs(page, SITE, 'admin_riverside', `/workspace/sites/${RIVERSIDE_SITE_ID}/dashboard`);
    const report = page.getByTestId('usage-report');
    await expect(report).toHaveAttribute('aria-busy', 'false');
    // Page views by the spec's five visitor classes, and those of internal users.
    const types = page.getByTestId('usage-visitor-types');
    for (const name of ['Not signed in', 'Staff', 'Community', 'Companion organisations', 'Other organisations']) {
      await expect(types.getByRole('rowheader', { name, exact: true })).toBeVisible();
    }
    await expect(types.getByRole('rowheader', { name: 'Page views by internal users' })).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Page views by visitor type' })).toBeVisible();

    const access = page.getByTestId('usage-access');
    await expect(access.getByRole('checkbox', { name: /Core team/ })).toBeDisabled();
    const followers = access.getByRole('checkbox', { name: 'Followers' });
    await expect(followers).toBeEnabled();
    await expect(followers).not.toBeChecked();
    await followers.focus();
    await page.keyboard.press('Space');
    await access.getByRole('button', { name: 'Save' }).click();
    await expect(access.getByRole('status')).toHaveText('Saved.');
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: screenshotPath('usage-access-granted'), fullPage: true });

    const saved = (await siteItem(request, admin)).properties as {
      telemetry?: { arcgis?: { access?: Record<string, { updatedBy: string; updatedAt: number }> } };
      followersGroupId?: string;
    };
    expect(saved.telemetry?.arcgis?.access?.followersGroupId?.updatedBy).toBe('admin_riverside');
    expect(saved.followersGroupId).toBe(followersGroupId);
    await expect.poll(readAsFollower).toBe(200);

    await page.reload();
    await expect(page.getByTestId('usage-access').getByRole('checkbox', { name: 'Followers' })).toBeChecked();
    await page.getByTestId('usage-access').getByRole('checkbox', { name: 'Followers' }).uncheck();
    await page.getByTestId('usage-access').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('usage-access').getByRole('status')).toHaveText('Saved.');
    await expect.poll(readAsFollower).toBe(403);

    // In Arabic, right to left.
    await page.goto(`${SITE}/workspace/sites/${RIVERSIDE_SITE_ID}/dashboard?lang=ar`);
    await expect(page.getByTestId('usage-visitor-types')).toContainText('الموظفون');
    await page.screenshot({ path: screenshotPath('usage-access-ar'), fullPage: true });
  } finally {
    await setSiteProperties(request, admin, original);
  }
});

test('a site’s usage tracking turned off is refused by the telemetry service, and on again is counted', async ({
  browser,
  request,
}) => {
  const batch = {
    siteId: RIVERSIDE_SITE_ID,
    visitorId: '6f1c2a9e-4b7d-4c1e-9a0b-2d3e4f5a6b7c',
    sessionId: 'a1b2c3d4-e5f6-4711-8899-aabbccddeeff',
    userType: 'anonymous',
    events: [{ eventType: 'pageView', path: '/' }],
  };
  const send = async () => (await request.post(`${API}/api/telemetry/v1/events`, { data: batch })).status();
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, SITE, 'admin_riverside');
  await openSiteSettings(page);
  const tracking = page.getByTestId('usage-tracking');
  const toggle = tracking.getByRole('switch', { name: 'Count visits to this site for its usage reports' });
  await expect(toggle).toBeChecked();
  try {
    await toggle.click();
    await tracking.getByRole('button', { name: 'Save' }).click();
    await expect(tracking.getByRole('status')).toHaveText('Saved.');
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: screenshotPath('usage-tracking-off') });
    await expect.poll(send).toBe(403);
  } finally {
    await page.reload();
    const again = page.getByTestId('usage-tracking');
    if (!(await again.getByRole('switch').isChecked())) {
      await again.getByRole('switch').click();
      await again.getByRole('button', { name: 'Save' }).click();
      await expect(again.getByRole('status')).toHaveText('Saved.');
    }
  }
  await expect.poll(send).toBe(202);
});
