import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT, NO_TRACKING_CHOICE } from './playwright.config.ts';
import { expectNoSeriousViolations, screenshotPath, signInAs } from './support/memberSession.ts';
import { collectPageErrors, waitForHydration } from './support/pageChecks.ts';

// Issue 23 item 3: the site home and search in Hebrew, French and Chinese — the page in the language and its
// direction, no interface sentence left in English (a missing key falls back to English), and axe clean.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;
const LOCALES_DIR = path.join(import.meta.dirname, '..', 'apps', 'web', 'src', 'i18n', 'locales');

type Tree = { readonly [key: string]: string | Tree };
function values(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(values(value, `${prefix}${key}.`)),
    ),
  );
}
const read = (code: string) =>
  values(JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, `${code}.json`), 'utf8')) as Tree);
const english = read('en');

// The public pages' namespaces: those of a locale that translates only them (ADR 0179). A complete locale's workspace
// words (say, "Feature Service" among the add-content type names) are not the public pages' to show.
const publicNamespaces = new Set(Object.keys(read('he')).map((key) => key.split('.')[0]!));

/**
 * English interface sentences the page must not show in `code`: whole ones, with no placeholder, translated there — of
 * the public pages' namespaces, or of every namespace for the workspace.
 */
function englishSentences(code: string, namespaces: 'public' | 'all' = 'public'): string[] {
  const translated = read(code);
  return Object.entries(english)
    .filter(([key]) => namespaces === 'all' || publicNamespaces.has(key.split('.')[0]!))
    .filter(([key, text]) => translated[key] !== undefined && translated[key] !== text)
    .map(([, text]) => text)
    .filter((text) => text.length >= 14 && text.includes(' ') && !text.includes('{{'));
}

/**
 * The interface's words on the page — its text, hidden or not, and the labels, placeholders, titles and alt texts of
 * its elements — without what authors wrote (Markdown and rich text) or the data scripts.
 */
async function interfaceText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const walk = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
      if (!(node instanceof Element)) return;
      if (node.matches('script, style, template, .rich-text')) return;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = node.getAttribute(name);
        if (value) parts.push(value);
      }
      node.childNodes.forEach(walk);
    };
    walk(document.body);
    return parts.join('\n');
  });
}

async function expectNoEnglish(page: Page, code: string): Promise<void> {
  const shown = await interfaceText(page);
  expect(englishSentences(code).filter((sentence) => shown.includes(sentence))).toEqual([]);
}

const CASES = [
  { code: 'he', dir: 'rtl', search: 'חיפוש', results: /תוצאות|תוצאה/ },
  { code: 'fr', dir: 'ltr', search: 'Rechercher', results: /résultat/ },
  { code: 'zh-CN', dir: 'ltr', search: '搜索', results: /个结果/ },
] as const;

for (const { code, dir, search, results } of CASES) {
  test(`the site home and search in ${code}: translated, ${dir}, axe clean`, async ({ browser }) => {
    const context = await browser.newContext({
      storageState: { cookies: [], origins: [{ origin: SITE, localStorage: [NO_TRACKING_CHOICE] }] },
    });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${SITE}/?lang=${code}`);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page.getByRole('button', { name: search, exact: true }).first()).toBeVisible();
    await expectNoEnglish(page, code);
    await expectNoSeriousViolations(page);

    // The choice is remembered: the search page comes in the same language.
    await page.goto(`${SITE}/search?q=parks`);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.getByRole('main')).toContainText(results);
    await page.screenshot({ path: screenshotPath(`search-${code}`) });
    await expectNoEnglish(page, code);
    await expectNoSeriousViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
}

// Every other language the site offers (ADR 0181): home and search in the language, its direction, no English
// interface sentence, the result count in the language's words. Axe runs on the three above (the markup is the same).
const OTHERS = [
  'ar',
  'bg',
  'bs',
  'ca',
  'cs',
  'da',
  'de',
  'el',
  'es',
  'et',
  'fi',
  'hr',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'lt',
  'lv',
  'nb',
  'nl',
  'pl',
  'pt-BR',
  'pt-PT',
  'ro',
  'ru',
  'sk',
  'sl',
  'sr',
  'sv',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-HK',
  'zh-TW',
] as const;

test('the site home and search in every other offered language', async ({ browser }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [{ origin: SITE, localStorage: [NO_TRACKING_CHOICE] }] },
  });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const problems: string[] = [];
  for (const code of OTHERS) {
    await page.goto(`${SITE}/?lang=${code}`);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.locator('html')).toHaveAttribute('dir', code === 'ar' ? 'rtl' : 'ltr');
    const searchLabel = read(code)['search.submit'];
    await expect(page.getByRole('button', { name: searchLabel, exact: true }).first()).toBeVisible();
    const home = await interfaceText(page);
    problems.push(
      ...englishSentences(code)
        .filter((s) => home.includes(s))
        .map((s) => `${code} home: ${s}`),
    );
    await page.goto(`${SITE}/search?q=parks`);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    const results = await interfaceText(page);
    problems.push(
      ...englishSentences(code)
        .filter((s) => results.includes(s))
        .map((s) => `${code} search: ${s}`),
    );
  }
  await page.screenshot({ path: screenshotPath('search-zh-TW') });
  expect(problems).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

// The languages whose workspace is translated too (ADR 0181): those with every English message. Their workspace home
// and an item's details in the language, no English interface sentence of any namespace; axe on a right-to-left one,
// a Latin and a CJK one (the markup is the same in all).
const COMPLETE = fs
  .readdirSync(LOCALES_DIR)
  .map((file) => path.basename(file, '.json'))
  .filter((code) => code !== 'en' && Object.keys(read(code)).length === Object.keys(english).length)
  .sort();
const AXE_ON = new Set(['he', 'de', 'ja']);

test('the workspace in every complete language', async ({ page }) => {
  test.setTimeout(420_000);
  expect(COMPLETE).toEqual(expect.arrayContaining(['ar', 'fr', 'he', 'ja', 'zh-CN']));
  await signInAs(page, SITE, 'publisher_riverside');
  const problems: string[] = [];
  for (const code of COMPLETE) {
    await page.goto(`${SITE}/workspace?lang=${code}`);
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.getByRole('heading', { level: 1, name: read(code)['workspace.home.title'] })).toBeVisible();
    const home = await interfaceText(page);
    problems.push(
      ...englishSentences(code, 'all')
        .filter((s) => home.includes(s))
        .map((s) => `${code} workspace: ${s}`),
    );
    if (AXE_ON.has(code)) await expectNoSeriousViolations(page);
    await page.getByTestId('own-items').getByRole('link').first().click();
    await page.waitForURL(/\/details$/);
    await expect(page.locator('calcite-loader')).toHaveCount(0);
    const details = await interfaceText(page);
    problems.push(
      ...englishSentences(code, 'all')
        .filter((s) => details.includes(s))
        .map((s) => `${code} details: ${s}`),
    );
    if (AXE_ON.has(code)) {
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: screenshotPath(`workspace-details-${code}`), fullPage: true });
    }
  }
  expect(problems).toEqual([]);
});
