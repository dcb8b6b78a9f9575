import { expect, test } from '@playwright/test';
import { E2E_PORT } from './playwright.config.ts';
import { expectNoSeriousViolations, screenshotPath } from './support/memberSession.ts';
import { collectPageErrors, waitForHydration } from './support/pageChecks.ts';

// Issue 14: the events card of a page shows the upcoming events as a month calendar or a list, as its settings allow.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;
test.use({ reducedMotion: 'reduce' });

test('the events card opens as a month calendar, moves between months and switches to a list', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${SITE}/pages/riverside::parks-and-trails`);
  await waitForHydration(page);
  const card = page.getByRole('region', { name: 'Upcoming events' });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('button', { name: 'Calendar' })).toHaveAttribute('aria-pressed', 'true');
  const calendar = card.getByRole('table');
  // The soonest public event (canceled, still shown) opens the calendar on its month.
  await expect(calendar.getByRole('link', { name: 'Main Library Construction Tour' })).toBeVisible();
  await expect(calendar.getByRole('columnheader')).toHaveCount(7);
  await card.screenshot({ path: screenshotPath('events-calendar') });
  await expectNoSeriousViolations(page);

  const month = card.locator('.event-calendar__month');
  const first = await month.innerText();
  await card.getByRole('button', { name: 'Next month' }).click();
  await expect(month).not.toHaveText(first);
  await card.getByRole('button', { name: 'Previous month' }).click();
  await expect(month).toHaveText(first);

  // The week view (issue 43 item 9): the week of the month's first event, a week at a time, by keyboard.
  await card.getByRole('button', { name: 'Week', exact: true }).press('Enter');
  await expect(card.getByRole('button', { name: 'Week', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(month).toHaveText(/^Week of /);
  await expect(card.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(card.getByRole('table').getByRole('cell')).toHaveCount(7);
  await expect(card.getByRole('table').getByRole('link', { name: 'Main Library Construction Tour' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await card.screenshot({ path: screenshotPath('events-calendar-week') });
  const thisWeek = await month.innerText();
  await card.getByRole('button', { name: 'Next week' }).press('Enter');
  await expect(month).not.toHaveText(thisWeek);
  await expect(card.getByRole('table').getByRole('link', { name: 'Main Library Construction Tour' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Previous week' }).press('Enter');
  await expect(month).toHaveText(thisWeek);
  await card.getByRole('button', { name: 'Month', exact: true }).press('Enter');
  await expect(month).toHaveText(first);

  await card.getByRole('button', { name: 'List' }).click();
  await expect(card.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByRole('table')).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'River Restoration Workshop' })).toBeVisible();
  // Staff-only events stay out of a visitor's card.
  await expect(card.getByRole('link', { name: 'Staff Planting Day' })).toHaveCount(0);
  expect(errors).toEqual([]);
});
