import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from './playwright.config.ts';
import { screenshotPath, signInAs } from './support/memberSession.ts';
import { collectPageErrors, expectNoSeriousA11yViolations, waitForHydration } from './support/pageChecks.ts';

// Issue 17: a visitor filters the Building Permits table and downloads the filtered rows as CSV; the file holds
// exactly the rows the table counted.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;
test.use({ reducedMotion: 'reduce' });

/** RFC 4180 lines of a small CSV (no line breaks inside the demo's cells). */
function csvLines(text: string): string[][] {
  return text
    .trimEnd()
    .split('\r\n')
    .map((line) =>
      line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((cell) => cell.replace(/,$/, '').replace(/^"|"$/g, '')),
    );
}

test('a visitor filters the building permits and downloads the filtered CSV', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  await page.goto(`${SITE}/datasets/riverside::building-permits`);
  await waitForHydration(page);
  const table = page.getByTestId('dataset-table');
  await table.getByLabel('Find rows containing').fill('Solar');
  await table.getByRole('button', { name: 'Filter' }).click();
  const caption = table.locator('caption');
  const shown = async () =>
    Number(/of ([\d,]+)$/.exec((await caption.textContent()) ?? '')?.[1]?.replace(/,/g, '') ?? NaN);
  // The filtered count replaces the whole table's.
  await expect.poll(shown).toBeLessThan(2400);
  const total = await shown();
  expect(total).toBeGreaterThan(0);

  const panel = page.getByTestId('download-panel');
  const onlyShown = panel.getByRole('checkbox', { name: /Only the rows the table shows/ });
  await expect(onlyShown).toBeChecked();
  await expect(onlyShown).toHaveAccessibleName(new RegExp(`\\(${total.toLocaleString('en-US')} rows? match`));
  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: /^CSV/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Building_Permits_2025.csv');
  const lines = csvLines(await readFile((await download.path())!, 'utf8'));
  expect(lines[0]!.slice(0, 4)).toEqual(['X', 'Y', 'OBJECTID', 'Permit_No']);
  expect(lines).toHaveLength(total + 1);
  const workType = lines[0]!.indexOf('Work_Type');
  expect(lines.slice(1).every((cells) => cells.some((cell) => /solar/i.test(cell)))).toBe(true);
  expect(lines.slice(1).filter((cells) => cells[workType] === 'Solar').length).toBeGreaterThan(0);
  await expect(panel.getByTestId('download-link')).toHaveText('Download Building Permits 2025 (CSV)');
  await expect(panel.getByTestId('download-state')).toContainText(`${total.toLocaleString('en-US')} record`);
  await expectNoSeriousA11yViolations(page);
  await panel.screenshot({ path: screenshotPath('dataset-download-panel') });

  // Without the filter: every row, as GeoJSON.
  await onlyShown.uncheck();
  const whole = page.waitForEvent('download');
  await panel.getByRole('button', { name: /^GeoJSON/ }).click();
  const all = JSON.parse(await readFile((await (await whole).path())!, 'utf8')) as { features: unknown[] };
  expect(all.features).toHaveLength(2400);
  expect(errors).toEqual([]);
});

test('the owner sets the downloads to refresh weekly; it is stored, and back to automatic', async ({ page }) => {
  await signInAs(page, SITE, 'publisher_riverside', '/datasets/riverside::building-permits');
  await waitForHydration(page);
  // The schedule is the item's setting: the dataset page takes its owner to the item's settings pane (issue 18).
  await page.getByTestId('download-schedule-link').click();
  await page.waitForURL(/\/workspace\/content\/[0-9a-f]{32}\/settings$/);
  const editor = page.getByTestId('schedule-editor');
  await editor.scrollIntoViewIfNeeded();
  await expect(editor.getByRole('radio', { name: 'Whenever the data changes' })).toBeChecked();
  await editor.getByRole('radio', { name: 'On a schedule' }).check();
  await editor.getByRole('combobox', { name: 'How often' }).selectOption('weekly');
  await editor.getByRole('combobox', { name: 'Day of the week' }).selectOption({ label: 'Monday' });
  await editor.getByRole('combobox', { name: 'Time', exact: true }).selectOption({ label: '03:00' });
  await editor.getByRole('combobox', { name: 'Time zone' }).selectOption('America/Los_Angeles');
  await expect(editor.getByTestId('schedule-next')).toContainText(/^Next refresh: Monday/);
  await editor.getByRole('button', { name: 'Save the schedule' }).click();
  await expect(editor.getByRole('status')).toHaveText('Saved.');
  await expectNoSeriousA11yViolations(page);
  await editor.screenshot({ path: screenshotPath('download-schedule') });

  await page.reload();
  const stored = page.getByTestId('schedule-editor');
  await expect(stored.getByRole('radio', { name: 'On a schedule' })).toBeChecked();
  await expect(stored.getByRole('combobox', { name: 'How often' })).toHaveValue('weekly');
  await expect(stored.getByRole('combobox', { name: 'Time zone' })).toHaveValue('America/Los_Angeles');
  await stored.getByRole('radio', { name: 'Whenever the data changes' }).check();
  await stored.getByRole('button', { name: 'Save the schedule' }).click();
  await expect(stored.getByRole('status')).toHaveText('Saved.');
  // The item's dashboard draws how often each format was downloaded (the visitor's downloads above included).
  await page
    .getByRole('navigation', { name: /^Sections of / })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  const counts = page.getByTestId('download-counts');
  await expect(counts.getByRole('table')).toContainText('CSV');
  await expect(counts.locator('.counts-chart__bar')).not.toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await counts.screenshot({ path: screenshotPath('download-counts') });

  // A visitor who is not the owner is not offered the schedule.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`${SITE}/datasets/riverside::building-permits`);
  await waitForHydration(visitor);
  await expect(visitor.getByTestId('download-panel')).toBeVisible();
  await expect(visitor.getByTestId('download-schedule-link')).toHaveCount(0);
  await visitor.close();
});
