import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PASSWORD, E2E_PORT } from './playwright.config.ts';
import { expectNoSeriousViolations, screenshotPath, signInAs } from './support/memberSession.ts';
import { waitForHydration } from './support/pageChecks.ts';

// Issue 18: a publisher uploads a CSV, manages it in the workspace (licence, summary, a group), a group member sees
// it on the site with who can see it, an anonymous visitor does not; the file is replaced and the first version
// restored; deleting a protected item is refused with the reason.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;
test.use({ reducedMotion: 'reduce' });
const STAMP = Date.now().toString(36);
const TITLE = `Street lights ${STAMP}`;
const FIRST = 'id,street,lamps\n1,Mill Road,12\n2,Park Lane,8\n';
const SECOND = 'id,street,lamps\n1,Mill Road,12\n2,Park Lane,8\n3,Quay Street,5\n';

async function uploadPrivateCsv(page: Page, name = `street_lights-${STAMP}`, signIn = true): Promise<string> {
  if (signIn) await signInAs(page, SITE, 'publisher_riverside', '/workspace/content/new');
  else await page.goto(`${SITE}/workspace/content/new`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add content' })).toBeVisible();
  await page.getByTestId('source-file-input').setInputFiles({
    name: `${name}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(FIRST),
  });
  await expect(page.getByTestId('add-content-form').getByRole('textbox', { name: 'Title' })).toHaveValue(
    name.replace(/[_-]+/g, ' ').replace(/^./, (c) => c.toUpperCase()),
  );
  await page.getByTestId('add-content-submit').click();
  await expect(page.getByTestId('add-content-done')).toBeVisible();
  await page.getByTestId('add-content-manage').click();
  await page.waitForURL(/\/workspace\/content\/[0-9a-f]{32}\/details$/);
  return /\/workspace\/content\/([0-9a-f]{32})\//.exec(page.url())![1]!;
}

test('a publisher manages an upload end to end; a group member sees who can see it; a visitor does not', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const id = await uploadPrivateCsv(page);
  const nav = page.getByRole('navigation', { name: `Sections of ${TITLE}` });
  await nav.getByRole('link', { name: 'Overview' }).click();
  const overview = page.locator('.pane');
  await expect(page.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();
  await expect(overview.getByTestId('content-license')).toHaveText('No licence set');
  await expectNoSeriousViolations(page);

  // Details: CC BY 4.0 (named and linked as the reference's licence records have it, ADR 0203) and a new summary.
  await nav.getByRole('link', { name: 'Details' }).click();
  await page.waitForURL(`${SITE}/workspace/content/${id}/details`);
  const summary = page.getByTestId('field-summary');
  await summary.locator('textarea').fill('Every street light, with its lamps.');
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText('Saved.').first()).toBeVisible();
  const license = page.getByTestId('license-editor');
  await license.getByRole('combobox', { name: 'Licence' }).selectOption('CC-BY-4.0');
  await expect(license.getByRole('link', { name: 'Read the CC BY deed' })).toHaveAttribute(
    'href',
    'https://creativecommons.org/licenses/by/4.0',
  );
  await license.getByRole('button', { name: 'Save the licence' }).click();
  await expect(license.getByRole('status')).toHaveText('Saved.');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('content-item-details'), fullPage: true });

  // Collaborators: shared with the Parks Project Team.
  await nav.getByRole('link', { name: 'Collaborators' }).click();
  await page.waitForURL(`${SITE}/workspace/content/${id}/collaborators`);
  await page
    .getByRole('combobox', { name: 'Share with one of your groups' })
    .selectOption({ label: 'Parks Project Team' });
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByTestId('shared-groups')).toContainText('Parks Project Team');

  // A member of the group, signed in on the site, sees it with its audience; an anonymous visitor gets not-found.
  const member = await browser.newContext();
  const reader = await member.newPage();
  await signInAs(reader, SITE, 'user_riverside', `/datasets/${id}`);
  await waitForHydration(reader);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  await expect(reader.getByTestId('audience-marker')).toContainText('Group: Parks Project Team');
  await expect(reader.getByText('Every street light, with its lamps.')).toBeVisible();
  await expect(reader.getByRole('link', { name: 'CC BY — Attribution 4.0 International' })).toBeVisible();
  // Its file, offered with its format and size; the member's token goes with a non-public item's file.
  const use = reader.getByTestId('item-use');
  await expect(use).toContainText(`CSV, ${FIRST.length} bytes`);
  const [file] = await Promise.all([reader.waitForEvent('download'), use.getByTestId('item-file-download').click()]);
  expect(await readFile((await file.path())!, 'utf8')).toBe(FIRST);
  await expectNoSeriousViolations(reader);
  await reader.screenshot({ path: screenshotPath('content-item-group-reader'), fullPage: true });
  // The same address fetched as a document, with the member's cookies: the server renders anonymously, so the page a
  // cache could keep never holds the private title (the member's view is only ever drawn in their browser).
  const served = await reader.evaluate(async (path) => {
    const res = await fetch(path, { headers: { accept: 'text/html' }, credentials: 'include' });
    return { status: res.status, cache: res.headers.get('cache-control'), body: await res.text() };
  }, `/datasets/${id}`);
  expect(served.status).toBe(404);
  expect(served.cache).toBe('no-cache');
  expect(served.body).not.toContain(TITLE);
  await member.close();
  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  expect((await anonymous.goto(`${SITE}/datasets/${id}`))?.status()).toBe(404);
  await expect(anonymous.getByText(TITLE)).toHaveCount(0);
  await visitor.close();

  // Versions: the file is replaced, two versions are listed, the first is restored.
  await page.goto(`${SITE}/workspace/content/${id}/overview`);
  const versions = page.getByTestId('file-versions');
  await expect(versions.getByTestId('version-current')).toContainText(`street_lights-${STAMP}.csv`);
  await versions.getByTestId('replace-file-input').setInputFiles({
    name: `street_lights-${STAMP}-v2.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(SECOND),
  });
  await versions.getByRole('button', { name: 'Upload the new file' }).click();
  await expect(versions.getByTestId('version-current')).toContainText(`street_lights-${STAMP}-v2.csv`);
  await expect(versions.getByTestId('version-list').getByRole('listitem')).toHaveCount(1);
  await expect(versions.getByTestId('version-list')).toContainText(`street_lights-${STAMP}.csv`);
  await expect(versions.getByTestId('version-list')).toContainText('by publisher_riverside');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('content-item-versions'), fullPage: true });
  await versions.getByRole('button', { name: new RegExp(`^Restore street_lights-${STAMP}\\.csv`) }).click();
  await expect(versions.getByRole('status').last()).toContainText(
    `street_lights-${STAMP}.csv is the item’s file again`,
  );
  await expect(versions.getByTestId('version-current')).toContainText(`street_lights-${STAMP}.csv`);
  await expect(versions.getByTestId('version-list')).toContainText(`street_lights-${STAMP}-v2.csv`);
  const [restored] = await Promise.all([
    page.waitForEvent('download'),
    versions.getByTestId('version-current').getByRole('link').click(),
  ]);
  expect(restored.suggestedFilename()).toBe(`street_lights-${STAMP}.csv`);
  expect(await readFile((await restored.path())!, 'utf8')).toBe(FIRST);

  // Protected: deleting is refused with the portal's reason, and the item stays.
  await nav.getByRole('link', { name: 'Settings' }).click();
  await page.waitForURL(`${SITE}/workspace/content/${id}/settings`);
  const protect = page.getByTestId('protect-toggle');
  await protect.locator('calcite-switch').click();
  await expect(protect.getByRole('status')).toHaveText('Protection is on: it cannot be deleted.');
  await page.getByRole('button', { name: 'Delete this item' }).click();
  await page.locator('calcite-dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert')).toContainText('Unable to delete item. Delete protection is turned on.');
  await expect(page).toHaveURL(`${SITE}/workspace/content/${id}/settings`);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('content-item-protected'), fullPage: true });
});

test('"Your content" finds uploads, shares two at once, and refuses a bulk delete that holds a protected item', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const kept = await uploadPrivateCsv(page, `bench_survey-${STAMP}`);
  await uploadPrivateCsv(page, `bin_survey-${STAMP}`, false);
  // The bench survey is protected from its settings pane.
  await page.goto(`${SITE}/workspace/content/${kept}/settings`);
  await page.getByTestId('protect-toggle').locator('calcite-switch').click();
  await expect(page.getByTestId('protect-toggle').getByRole('status')).toHaveText(
    'Protection is on: it cannot be deleted.',
  );

  await page.goto(`${SITE}/workspace`);
  const yours = page.getByTestId('your-content');
  await yours.getByRole('searchbox', { name: 'Words' }).fill(`survey ${STAMP}`);
  await yours.getByRole('button', { name: 'Find' }).click();
  const rows = yours.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(yours.getByRole('combobox', { name: 'Type' })).toContainText('CSV (2)');
  await expect(yours.getByText('Protected')).toHaveCount(1);
  await yours.getByRole('checkbox', { name: 'Select every item on this page' }).check();
  const bulk = page.getByTestId('bulk-actions');
  await expect(bulk.getByRole('status')).toHaveText('2 items selected');

  await bulk.getByRole('button', { name: 'Share' }).click();
  await bulk.getByRole('combobox', { name: 'Share with' }).selectOption({ label: 'Everyone in your organisation' });
  await bulk.getByRole('button', { name: 'Share 2 items' }).click();
  await expect(bulk.getByRole('status')).toHaveText('2 items shared.');
  await expect(yours.getByRole('table').getByText('Organisation')).toHaveCount(2);

  await yours.getByRole('checkbox', { name: 'Select every item on this page' }).check();
  await bulk.getByRole('button', { name: 'Delete' }).click();
  await bulk.getByRole('button', { name: 'Delete 2 items' }).click();
  await expect(page.getByRole('alert')).toContainText('Nothing was deleted');
  await expect(page.getByRole('alert')).toContainText(`Stopped by: Bench survey ${STAMP}.`);
  await expect(rows).toHaveCount(3);
  await expectNoSeriousViolations(page);
  await yours.screenshot({ path: screenshotPath('your-content-refused') });
});

test('a link to a web page is registered without being fetched, and its page opens it', async ({ page }) => {
  await signInAs(page, SITE, 'publisher_riverside', '/workspace/content/new');
  const form = page.getByTestId('add-content-form');
  await form.getByTestId('source-link').click();
  // An address the server would refuse to fetch (loopback): registering a link never fetches it.
  await form
    .getByRole('textbox', { name: 'Address it points to (http or https; not fetched)' })
    .fill('http://127.0.0.1:1/permits-explorer');
  await expect(form.getByRole('combobox', { name: 'Item type' })).toHaveValue('Document Link');
  await form.getByRole('textbox', { name: 'Title' }).fill(`Permits explorer ${STAMP}`);
  await form.getByTestId('content-access-public').click();
  await page.getByTestId('add-content-submit').click();
  await expect(page.getByTestId('add-content-done')).toContainText(`“Permits explorer ${STAMP}” is published.`);
  await page.getByTestId('add-content-view').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Permits explorer ${STAMP}`);
  const open = page.getByTestId('item-use').getByRole('link', { name: 'Open the web page' });
  await expect(open).toHaveAttribute('href', 'http://127.0.0.1:1/permits-explorer');
  await expectNoSeriousViolations(page);
});

test('content added from a site says how it reaches that site’s catalog', async ({ page }) => {
  // The site's owner, who may open its content pane.
  await signInAs(page, SITE, 'admin_riverside');
  const siteId = await page.evaluate(async () => {
    const res = await fetch(
      `/sharing/rest/search?f=json&num=1&q=${encodeURIComponent('type:"Hub Site Application" AND title:"Riverside Open Data"')}`,
    );
    return ((await res.json()) as { results: { id: string }[] }).results[0]!.id;
  });
  await page.goto(`${SITE}/workspace/sites/${siteId}/content`);
  await page.getByTestId('add-to-site').click();
  await page.waitForURL(`${SITE}/workspace/content/new?site=${siteId}`);
  await expect(page.getByTestId('add-content-site')).toHaveText(
    'Riverside Open Data shows your organisation’s content to those who may see it: share it with your organisation or everyone to have it appear there.',
  );
  await expectNoSeriousViolations(page);
});

test('a content item’s extent is taken from the map, shown as its boundary or not, and cleared', async ({ page }) => {
  const id = await uploadPrivateCsv(page, `tree_pits-${STAMP}`);
  const editor = page.getByTestId('extent-editor');
  await expect(editor.getByTestId('extent-summary')).toHaveText('No extent is set.');
  // The map loads once it is on screen.
  await editor.scrollIntoViewIfNeeded();
  await expect(editor.locator('canvas')).toBeVisible();
  await expect(editor.getByTestId('extent-use-view')).not.toHaveAttribute('disabled');
  await editor.getByTestId('extent-use-view').click();
  await expect(editor.getByTestId('extent-summary')).toContainText('It covers longitude');
  await editor.screenshot({ path: screenshotPath('content-item-extent') });
  await editor.getByRole('radio', { name: 'Show no boundary' }).check();
  await editor.getByRole('button', { name: 'Save where it is' }).click();
  await expect(editor.getByRole('status').last()).toHaveText('Saved.');
  await expectNoSeriousViolations(page);
  await page.reload();
  const stored = page.getByTestId('extent-editor');
  await expect(stored.getByTestId('extent-summary')).toContainText('It covers longitude');
  await expect(stored.getByRole('radio', { name: 'Show no boundary' })).toBeChecked();
  await stored.getByRole('button', { name: 'Clear the extent' }).click();
  await stored.getByRole('button', { name: 'Save where it is' }).click();
  await expect(stored.getByRole('status').last()).toHaveText('Saved.');
  await page.reload();
  await expect(page.getByTestId('extent-editor').getByTestId('extent-summary')).toHaveText('No extent is set.');
  expect(id).toMatch(/^[0-9a-f]{32}$/);

  // A thumbnail from an address the server will not fetch from is refused in place, in the portal's words.
  const thumbnail = page.locator('.thumbnail-editor');
  await thumbnail.getByTestId('thumbnail-url').fill('http://127.0.0.1:1/logo.png');
  await thumbnail.getByRole('button', { name: 'Use this image' }).click();
  await expect(thumbnail).toContainText('thumbnailUrl points to an address this server does not fetch from');
  await expectNoSeriousViolations(page);

  // Its owner keeps it in one of their folders, from its settings.
  const folder = `Street works ${STAMP}`;
  await page.evaluate(
    async ({ password, title }) => {
      const form = (fields: Record<string, string>) => new URLSearchParams({ f: 'json', ...fields });
      const signedIn = await fetch('/sharing/rest/generateToken', {
        method: 'POST',
        body: form({ username: 'publisher_riverside', password, client: 'referer', referer: location.origin }),
      });
      const { token } = (await signedIn.json()) as { token: string };
      await fetch('/sharing/rest/content/users/publisher_riverside/createFolder', {
        method: 'POST',
        body: form({ token, title }),
      });
    },
    { password: E2E_PASSWORD, title: folder },
  );
  await page.goto(`${SITE}/workspace/content/${id}/settings`);
  const picker = page.getByTestId('folder-picker');
  await expect(picker.getByRole('combobox', { name: 'Kept in' })).toHaveValue('');
  await picker.getByRole('combobox', { name: 'Kept in' }).selectOption({ label: folder });
  await picker.getByRole('button', { name: 'Move it here' }).click();
  await page.reload();
  await expect(page.getByTestId('folder-picker').getByRole('combobox', { name: 'Kept in' })).not.toHaveValue('');
  await expect(page.getByTestId('folder-picker').getByRole('combobox', { name: 'Kept in' })).toContainText(folder);
  await expectNoSeriousViolations(page);
});
