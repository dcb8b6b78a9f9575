import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_PORT } from './playwright.config.ts';
import { chooseOption } from './support/formInputs.ts';
import { expectNoSeriousViolations, screenshotPath, signInAs } from './support/memberSession.ts';
import { waitForHydration } from './support/pageChecks.ts';

// Issue 44 item 1: the catalog editor in the content pane of a site, a project and an initiative — what the catalog
// holds (groups, organisation, types, tags) with a live count from the search, its collections added, reordered with
// Move up / Move down (by keyboard), hidden, each with its own scope and count; problems refuse the save; a save
// survives a reload. Every spec puts the demo catalog back as it was (other specs read it).
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;
const PHONE = { width: 390, height: 844 };
test.use({ reducedMotion: 'reduce' });

/** The number in "Items in the catalog: 1,234" (or in a collection's "Items: 12"), once counting is over. */
async function countIn(locator: Locator): Promise<number> {
  await expect(locator).toHaveText(/\d/);
  const text = (await locator.textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

async function collectionNames(editor: Locator): Promise<string[]> {
  return editor.getByTestId('catalog-collection').locator('h5').allTextContents();
}

async function saveAndWait(page: Page, editor: Locator): Promise<void> {
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
}

async function openSiteContent(page: Page): Promise<void> {
  await page.getByTestId('own-items').getByRole('link', { name: 'Riverside Open Data' }).click();
  await page.waitForURL(/\/workspace\/sites\/[0-9a-f]{32}\/details$/);
  await page
    .getByRole('navigation', { name: 'Sections of Riverside Open Data' })
    .getByRole('link', { name: 'Content' })
    .click();
  await page.waitForURL(/\/content$/);
  await waitForHydration(page);
}

test("a site's catalog: live count, collections reordered by keyboard, hidden, added; a save survives a reload", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, SITE, 'admin_riverside');
  await openSiteContent(page);
  const editor = page.getByTestId('catalog-editor');
  await expect(editor.getByRole('heading', { level: 3, name: 'Catalog' })).toBeVisible();
  const total = editor.getByTestId('catalog-count');
  await expect(total).toHaveText(/^Items in the catalog: [\d,]+$/);
  const before = await countIn(total);
  expect(before).toBeGreaterThan(0);
  const names = await collectionNames(editor);
  expect(names.length).toBeGreaterThan(1);
  await expect(editor.getByRole('button', { name: 'Save' })).toBeDisabled();

  // A tag narrows the catalog: the count follows, from the search (a tag nothing has: nothing).
  const tags = editor.getByTestId('catalog-tags').getByRole('textbox', { name: 'Tags' });
  await tags.fill('no-such-tag-anywhere');
  await tags.press('Enter');
  await expect(total).toHaveText('Items in the catalog: 0');
  await editor.getByRole('button', { name: 'Remove no-such-tag-anywhere' }).click();
  await expect(total).toHaveText(`Items in the catalog: ${new Intl.NumberFormat('en').format(before)}`);

  // A group id that is not one is said, next to it, and refuses the save.
  const otherGroups = editor.getByTestId('catalog-other-groups').getByRole('textbox', { name: 'Other group ids' });
  await otherGroups.fill('parks');
  await otherGroups.press('Enter');
  await expect(editor.getByTestId('catalog-problems').first()).toHaveText(
    '“parks” is not a group id (32 hexadecimal characters).',
  );
  await expect(editor.getByRole('button', { name: 'Save' })).toBeDisabled();
  await editor.getByRole('button', { name: 'Remove parks' }).click();
  await expect(editor.getByTestId('catalog-problems')).toHaveCount(0);

  // Reorder with the keyboard: the second collection moves up.
  const [first, second] = names as [string, string];
  const moveUp = editor.getByRole('button', { name: `Move ${second} up` });
  await moveUp.focus();
  await page.keyboard.press('Enter');
  expect((await collectionNames(editor)).slice(0, 2)).toEqual([second, first]);
  await expect(editor.getByRole('button', { name: `Move ${second} up` })).toBeDisabled();

  // Hide the (now) second one, add the Pages collection: it has its own live count.
  const rows = editor.getByTestId('catalog-collection');
  await rows.nth(1).getByRole('checkbox', { name: 'Hidden from visitors' }).check();
  await editor.getByTestId('add-collection').waitFor();
  await chooseOption(editor.getByTestId('collection-family'), 'page');
  await editor.getByRole('button', { name: 'Add collection' }).click();
  const added = rows.last();
  await expect(added.locator('h5')).toHaveText('Pages');
  await expect(added.getByTestId('collection-count')).toHaveText(/^Items: [\d,]+$/);
  expect(await countIn(added.getByTestId('collection-count'))).toBeGreaterThan(0);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('catalog-editor-site-en'), fullPage: true });

  await saveAndWait(page, editor);
  await page.reload();
  await waitForHydration(page);
  const reloaded = page.getByTestId('catalog-editor');
  await expect(reloaded.getByTestId('catalog-collection').first().locator('h5')).toHaveText(second);
  expect(await collectionNames(reloaded)).toEqual([second, first, ...names.slice(2), 'Pages']);
  await expect(
    reloaded.getByTestId('catalog-collection').nth(1).getByRole('checkbox', { name: 'Hidden from visitors' }),
  ).toBeChecked();

  // Back as it was.
  await reloaded.getByRole('button', { name: 'Remove Pages' }).click();
  await reloaded
    .getByTestId('catalog-collection')
    .nth(1)
    .getByRole('checkbox', { name: 'Hidden from visitors' })
    .uncheck();
  await reloaded.getByRole('button', { name: `Move ${first} up` }).click();
  expect(await collectionNames(reloaded)).toEqual(names);
  await saveAndWait(page, reloaded);
});

test("a project's catalog: a custom collection with its own types, the person's organisation; in Arabic too", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, SITE, 'publisher_riverside', '/workspace/projects/riverside::riverbank-restoration/content');
  await waitForHydration(page);
  const editor = page.getByTestId('catalog-editor');
  await expect(editor.getByRole('heading', { level: 3, name: 'Catalog' })).toBeVisible();
  const original = await collectionNames(editor);

  // A custom collection: named, its key made from the name, scoped to one item type with its own count.
  await editor.getByRole('textbox', { name: 'Label of a new collection' }).fill('River maps');
  await editor.getByRole('button', { name: 'Add custom collection' }).click();
  const custom = editor.getByTestId('catalog-collection').last();
  await expect(custom).toHaveAttribute('data-key', 'riverMaps');
  await custom.getByText('What this collection holds').click();
  const types = custom.getByRole('textbox', { name: 'Item types' });
  await types.fill('Web Map');
  await types.press('Enter');
  await expect(custom.getByRole('button', { name: 'Remove Web Map' })).toBeVisible();

  // The person's organisation as the catalog's source: the catalog then holds items, and the collection counts too.
  await editor.getByTestId('catalog-scope').getByRole('checkbox', { name: 'All content of my organisation' }).check();
  const total = editor.getByTestId('catalog-count');
  await expect(total).toHaveText(/^Items in the catalog: [\d,]+$/);
  expect(await countIn(total)).toBeGreaterThan(0);
  await expect(custom.getByTestId('collection-count')).toHaveText(/^Items: [\d,]+$/);
  expect(await countIn(custom.getByTestId('collection-count'))).toBeLessThanOrEqual(await countIn(total));
  await saveAndWait(page, editor);

  await page.reload();
  await waitForHydration(page);
  const reloaded = page.getByTestId('catalog-editor');
  await expect(
    reloaded.getByTestId('catalog-scope').getByRole('checkbox', { name: 'All content of my organisation' }),
  ).toBeChecked();
  expect(await collectionNames(reloaded)).toEqual([...original, 'River maps']);
  await page.screenshot({ path: screenshotPath('catalog-editor-project-en'), fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: screenshotPath('catalog-editor-project-en-phone'), fullPage: true });

  // Arabic: the same editor, right to left, in Arabic; axe-clean.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${SITE}/workspace/projects/riverside::riverbank-restoration/content?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arabic = page.getByTestId('catalog-editor');
  await expect(arabic.getByRole('heading', { level: 3, name: 'الفهرس' })).toBeVisible();
  await expect(arabic.getByTestId('catalog-count')).toHaveText(/^العناصر في الفهرس: /);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('catalog-editor-project-ar'), fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: screenshotPath('catalog-editor-project-ar-phone'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Back as it was.
  await page.goto(`${SITE}/workspace/projects/riverside::riverbank-restoration/content?lang=en`);
  await waitForHydration(page);
  const back = page.getByTestId('catalog-editor');
  await back.getByTestId('catalog-scope').getByRole('checkbox', { name: 'All content of my organisation' }).uncheck();
  await back.getByRole('button', { name: 'Remove River maps' }).click();
  await saveAndWait(page, back);
});

test("an initiative's content pane has the editor; a viewer of the site sees no editor", async ({ page, browser }) => {
  await signInAs(page, SITE, 'publisher_riverside', '/workspace/initiatives/riverside::greener-riverside/content');
  await waitForHydration(page);
  const editor = page.getByTestId('catalog-editor');
  await expect(editor.getByRole('heading', { level: 3, name: 'Catalog' })).toBeVisible();
  await expect(editor.getByTestId('catalog-count')).toHaveText(/^(Items in the catalog: [\d,]+|No groups.*)$/);
  const viewer = await browser.newPage();
  await signInAs(viewer, SITE, 'user_riverside', '/workspace/initiatives/riverside::greener-riverside/content');
  await waitForHydration(viewer);
  await expect(viewer.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(viewer.getByTestId('catalog-editor')).toHaveCount(0);
  await viewer.close();
});
