import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_PORT } from './playwright.config.ts';
import { expectNoSeriousViolations, screenshotPath, signInAs } from './support/memberSession.ts';
import { collectPageErrors, waitForHydration } from './support/pageChecks.ts';

// Issue 14, end to end: an organiser creates a hybrid event for a project and publishes it; a resident finds it in
// the site's search and on the project page, registers and downloads the .ics; the organiser sees the attendee and
// cancels; the resident sees "Canceled". English and Arabic pass axe.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;
const SUFFIX = Date.now().toString(36);
const TITLE = `River Walk ${SUFFIX}`;
/** The demo project's id (the seed derives ids from keys, `seed/demoItemId.ts`). */
const PROJECT_ID = createHash('sha256').update('plaza-demo:riverside:riverbank-restoration').digest('hex').slice(0, 32);
test.use({ reducedMotion: 'reduce' });

async function memberPage(browser: Browser, username: string, returnTo: string): Promise<Page> {
  const context = await browser.newContext({ timezoneId: 'Europe/Berlin', acceptDownloads: true });
  const page = await context.newPage();
  await signInAs(page, SITE, username, returnTo);
  return page;
}

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test('an organiser publishes a hybrid event, a resident registers, the organiser cancels it', async ({ browser }) => {
  // The organiser creates the event for the project, in person (40) and online (200), public.
  const organiser = await memberPage(browser, 'publisher_riverside', '/workspace');
  await organiser.goto(`${SITE}/workspace/events/new?entityId=${PROJECT_ID}`);
  await expect(organiser.getByRole('heading', { level: 1, name: 'New event' })).toBeVisible();
  await organiser.getByRole('button', { name: 'Create event' }).click();
  await expect(organiser.getByText('Enter a title.')).toBeVisible();
  await organiser.getByLabel('Title').fill(TITLE);
  await organiser.getByLabel('Summary').fill('Walk the new trail with the restoration team.');
  await organiser.getByLabel('Start date').fill(inDays(7));
  await organiser.getByLabel('Start time').fill('18:00');
  await organiser.getByLabel('End date').fill(inDays(7));
  await organiser.getByLabel('End time').fill('20:00');
  await organiser.getByLabel('Time zone').selectOption('America/Los_Angeles');
  await organiser.getByLabel('Place name or address').fill('Fairmount Park Boathouse');
  // The location picker: a click on the map places the point, and the fields hold its coordinates.
  const picker = organiser.getByTestId('event-location-picker');
  await picker.scrollIntoViewIfNeeded();
  const canvas = picker.locator('canvas.maplibregl-canvas');
  await expect(canvas).toBeVisible();
  await canvas.click({ position: { x: 120, y: 100 } });
  await expect(organiser.getByLabel('Latitude')).toHaveValue(/^3[34]\.\d+$/);
  await expect(organiser.getByLabel('Longitude')).toHaveValue(/^-11[67]\.\d+$/);
  const pin = picker.locator('.maplibregl-marker:not(.map-view__place)');
  await expect(pin).toHaveCount(1);
  await picker.getByRole('button', { name: 'Remove the point' }).click();
  await expect(organiser.getByLabel('Latitude')).toHaveValue('');
  await expect(pin).toHaveCount(0);
  await picker.getByRole('button', { name: 'Use the centre of the map' }).click();
  await expect(organiser.getByLabel('Longitude')).toHaveValue(/^-11[67]\.\d+$/);
  await expect(pin).toHaveCount(1);
  await organiser.getByLabel('Latitude').fill('33.9962');
  await organiser.getByLabel('Longitude').fill('-117.3797');
  await organiser.getByLabel('How people attend').selectOption('both');
  await organiser.getByLabel('Places in person').fill('40');
  await organiser.getByLabel('Online meeting link').fill('https://meet.example.org/river-walk');
  await organiser.getByLabel('Places online').fill('200');
  await organiser.getByLabel('Everyone (public)').check();
  await expectNoSeriousViolations(organiser);
  await organiser.screenshot({ path: screenshotPath('events-create'), fullPage: true });
  await organiser.getByRole('button', { name: 'Create event' }).click();
  await organiser.waitForURL(/\/workspace\/events\/[0-9a-f]{32}$/);
  await expect(organiser.getByTestId('event-workspace-title')).toHaveText(TITLE);
  const eventId = organiser.url().split('/').pop()!;

  // A resident finds it in the site's search (events tab) and on the project page.
  const resident = await memberPage(browser, 'user_riverside', '/search');
  const residentErrors = collectPageErrors(resident);
  await resident.goto(`${SITE}/search?collection=events&q=${encodeURIComponent(TITLE)}`);
  await expect(resident.getByRole('link', { name: TITLE })).toBeVisible();
  await resident.goto(`${SITE}/projects/riverside::riverbank-restoration`);
  const upcoming = resident.getByRole('region', { name: 'Upcoming events' });
  await expect(upcoming.getByRole('link', { name: TITLE })).toBeVisible();
  await upcoming.getByRole('link', { name: TITLE }).click();
  await resident.waitForURL(new RegExp(`/events/river-walk-${SUFFIX}-${eventId}$`));
  await waitForHydration(resident);
  await expect(resident.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(resident.getByText('40 of 40 places left')).toBeVisible();
  await expect(resident.getByText(/In your time zone \(Europe\/Berlin\)/)).toBeVisible();

  // Registers in person, and the places left go down.
  await resident.getByRole('button', { name: 'Register to attend in person' }).click();
  await expect(resident.getByText('You are registered to attend in person.')).toBeVisible();
  await resident.reload();
  await expect(resident.getByText('39 of 40 places left')).toBeVisible();
  await expect(resident.getByText('You are registered to attend in person.')).toBeVisible();

  // Downloads the calendar file.
  const download = resident.waitForEvent('download');
  await resident.getByRole('link', { name: 'Add to calendar (.ics)' }).click();
  const ics = fs.readFileSync((await (await download).path())!, 'utf8');
  expect(ics).toContain(`SUMMARY:${TITLE}`);
  expect(ics).toContain('STATUS:CONFIRMED');
  // 18:00 in Los Angeles: 01:00 or 02:00 UTC the next day (daylight saving or not).
  expect(ics).toMatch(/DTSTART:\d{8}T0[12]0000Z/);
  await expectNoSeriousViolations(resident);
  await resident.screenshot({ path: screenshotPath('events-registered'), fullPage: true });

  // The organiser sees the attendee.
  await organiser.goto(`${SITE}/workspace/events/${eventId}/attendees`);
  const table = organiser.getByTestId('attendees-table');
  await expect(table.getByRole('rowheader', { name: /user_riverside/ })).toBeVisible();
  await expect(organiser.getByRole('heading', { level: 2, name: '1 attendee' })).toBeVisible();
  await expectNoSeriousViolations(organiser);
  await organiser.screenshot({ path: screenshotPath('events-attendees'), fullPage: true });

  // The organiser cancels; the resident sees "Canceled" and registration closed.
  await organiser.getByRole('link', { name: 'Settings' }).click();
  await organiser.getByRole('button', { name: 'Cancel the event' }).click();
  await expect(organiser.getByTestId('event-status')).toHaveText('Canceled');
  await resident.reload();
  await waitForHydration(resident);
  await expect(resident.getByRole('status').filter({ hasText: 'Canceled' })).toBeVisible();
  await expect(resident.getByText('The organiser canceled this event.')).toBeVisible();
  await resident.screenshot({ path: screenshotPath('events-canceled'), fullPage: true });
  // No hydration mismatch (dates are formatted on the server and in the browser) and no failed call.
  expect(residentErrors).toEqual([]);

  // Arabic: the page and the workspace read right to left and pass axe.
  await resident.goto(`${resident.url()}?lang=ar`);
  await expect(resident.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(resident.getByText('ألغى المنظم هذه الفعالية.')).toBeVisible();
  await expectNoSeriousViolations(resident);
  await resident.screenshot({ path: screenshotPath('events-canceled-ar'), fullPage: true });
  await organiser.goto(`${SITE}/workspace/events/${eventId}/attendees?lang=ar`);
  await expect(organiser.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(organiser.getByTestId('attendees-table')).toBeVisible();
  await expectNoSeriousViolations(organiser);
  await organiser.screenshot({ path: screenshotPath('events-attendees-ar'), fullPage: true });
});
