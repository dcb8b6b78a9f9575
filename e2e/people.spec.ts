import { expect, test } from '@playwright/test';
import { E2E_PORT } from './playwright.config.ts';
import { expectNoSeriousViolations, screenshotPath, signInAs } from './support/memberSession.ts';
import { waitForHydration } from './support/pageChecks.ts';

// Issue 19: a person changes their profile and picture from their settings; a file that is not an image is refused.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
test.use({ reducedMotion: 'reduce' });

test('a person sets their name, description and picture; a picture that is not an image is refused', async ({
  page,
}) => {
  await signInAs(page, SITE, 'viewer_riverside', '/people/viewer_riverside/profile/settings');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your profile and settings');
  await page.getByLabel('About you').fill('I read the parks data every week.');
  await page.getByLabel('Picture').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await page.getByRole('button', { name: 'Save the profile' }).click();
  await expect(page.getByRole('alert')).toContainText('The profile picture must be a PNG, JPEG, GIF or WebP image.');
  await page.getByLabel('Picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Save the profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto(`${SITE}/people/viewer_riverside/profile`);
  await waitForHydration(page);
  await expect(page.getByText('I read the parks data every week.')).toBeVisible();
  const picture = page.locator('.person-profile__picture');
  await expect(picture).toHaveAttribute('src', /\/community\/users\/viewer_riverside\/info\/thumbnail\/me\.png/);
  // The picture itself arrives after the page: wait for it to load, then it is the 1×1 PNG that was sent.
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1))).toBe(1);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('person-profile'), fullPage: true });
});
