import { expect, test, type Page } from '@playwright/test';
import { E2E_PASSWORD, E2E_PORT, E2E_SMTP_PORT } from './playwright.config.ts';
import { expectNoSeriousViolations, screenshotPath, signInAs } from './support/memberSession.ts';
import { waitForHydration } from './support/pageChecks.ts';
import { startE2eSmtp, type E2eMail } from './support/testSmtp.ts';

// Issue 43 items 6 and 7: a follower is told of new content in the app (the header's bell, the notifications page)
// and by e-mail, read from a real SMTP server; a member resets a forgotten password by the e-mailed link.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;
const STAMP = Date.now().toString(36);
const TITLE = `Street tree planting plan ${STAMP}`;
const PHONE = { width: 390, height: 844 };
let smtp: Awaited<ReturnType<typeof startE2eSmtp>>;
test.use({ reducedMotion: 'reduce' });

test.beforeAll(async () => {
  smtp = await startE2eSmtp(E2E_SMTP_PORT);
});
test.afterAll(async () => {
  await smtp?.close();
});

async function mailTo(address: string, subject: RegExp): Promise<E2eMail> {
  await expect
    .poll(() => smtp.messages.some((m) => m.to === address && subject.test(m.subject)), { timeout: 30_000 })
    .toBe(true);
  return smtp.messages.find((m) => m.to === address && subject.test(m.subject))!;
}

/** The publisher shares a new item in Greener Riverside's catalog (the org's items tagged "trees") with the org. */
async function shareTreesItem(page: Page): Promise<void> {
  const shared = await page.evaluate(
    async ({ password, title }) => {
      const form = (fields: Record<string, string>) => new URLSearchParams({ f: 'json', ...fields });
      const signedIn = await fetch('/sharing/rest/generateToken', {
        method: 'POST',
        body: form({ username: 'publisher_riverside', password, client: 'referer', referer: location.origin }),
      });
      const { token } = (await signedIn.json()) as { token: string };
      const added = await fetch('/sharing/rest/content/users/publisher_riverside/addItem', {
        method: 'POST',
        body: form({ token, title, type: 'Document Link', url: 'https://example.org/trees.pdf', tags: 'trees' }),
      });
      const { id } = (await added.json()) as { id: string };
      const answer = await fetch(`/sharing/rest/content/items/${id}/share`, {
        method: 'POST',
        body: form({ token, org: 'true' }),
      });
      return answer.ok;
    },
    { password: E2E_PASSWORD, title: TITLE },
  );
  expect(shared).toBe(true);
}

test('a follower gets the in-app notification and the e-mail', async ({ page }) => {
  test.setTimeout(150_000);
  // viewer_riverside follows Greener Riverside (the demo's followers group).
  await signInAs(page, SITE, 'viewer_riverside', '/');
  await waitForHydration(page);
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toBeVisible();
  await shareTreesItem(page);

  // The job loop fans it out within seconds; the bell reads its count when the page opens.
  await expect(async () => {
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId('notification-bell')).toHaveAttribute('aria-label', /Notifications, unread: \d+/, {
      timeout: 3000,
    });
  }).toPass({ timeout: 45_000 });
  await page.screenshot({ path: screenshotPath('notifications-bell-en-desktop') });
  await page.getByTestId('notification-bell').click();
  await page.waitForURL(`${SITE}/notifications`);
  const list = page.getByTestId('notifications-list');
  const entry = list.getByRole('listitem').filter({ hasText: TITLE });
  // Other specs of the run may have left the follower an unread notification already: wait for this one.
  await expect(async () => {
    if ((await entry.count()) === 0) {
      await page.reload();
      await waitForHydration(page);
    }
    await expect(entry).toContainText('New in Greener Riverside', { timeout: 3000 });
  }).toPass({ timeout: 45_000 });
  await expect(entry.getByRole('link', { name: TITLE })).toBeVisible();
  await expect(page.getByRole('group', { name: 'E-mail' }).getByLabel('An e-mail for each notification')).toBeChecked();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('notifications-page-en-desktop'), fullPage: true });

  // The same e-mail reached the SMTP server, with the link and a way to stop e-mails.
  const mail = await mailTo('viewer@riverside.example', new RegExp(TITLE));
  expect(mail.subject).toBe(`New in Greener Riverside: ${TITLE}`);
  expect(mail.text).toContain('/api/notifications/v1/unsubscribe?u=viewer_riverside&p=email&s=');

  // Keyboard: mark all as read, and the bell has nothing unread.
  await list.getByRole('button', { name: 'Mark all as read' }).focus();
  await page.keyboard.press('Enter');
  await expect(list.getByRole('heading', { level: 2 })).toHaveText('Unread: 0');
  await expect(page.getByTestId('notification-bell')).toHaveAttribute('aria-label', 'Notifications');

  // Arabic and a phone.
  await page.goto(`${SITE}/notifications?lang=ar`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الإشعارات');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('notifications-page-ar-desktop'), fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: screenshotPath('notifications-page-ar-phone'), fullPage: true });
  await page.goto(`${SITE}/notifications`);
  await waitForHydration(page);
  await page.screenshot({ path: screenshotPath('notifications-page-en-phone'), fullPage: true });
});

test('a member resets a forgotten password by the e-mailed link', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto(`${SITE}/auth/signin?returnTo=${encodeURIComponent('/')}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Plaza');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset your password');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('forgot-password-en-desktop'), fullPage: true });
  await page.getByLabel('E-mail address').fill('user@hillcrest.example');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses that address');

  const mail = await mailTo('user@hillcrest.example', /Reset your password/);
  const link = /http:\/\/\S+\/sharing\/rest\/oauth2\/reset\?token=[A-Za-z0-9_-]+/.exec(mail.text)![0];
  await page.goto(link);
  await expect(page.getByText('Choose a new password for the account user_hillcrest.')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: screenshotPath('reset-password-en-desktop'), fullPage: true });
  await page.goto(`${link}&locale=ar`);
  await page.screenshot({ path: screenshotPath('reset-password-ar-desktop'), fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: screenshotPath('reset-password-ar-phone'), fullPage: true });
  await page.goto(link);
  await page.screenshot({ path: screenshotPath('reset-password-en-phone'), fullPage: true });
  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-pass-7');
  await page.getByLabel('The new password again').fill('a-brand-new-pass-7');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password is changed');
  await expectNoSeriousViolations(page);

  // The link works once; the new password signs in.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('This link does not work');
  await page.goto(`${SITE}/auth/signin?returnTo=${encodeURIComponent('/')}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByLabel('Username').fill('user_hillcrest');
  await page.getByLabel('Password').fill('a-brand-new-pass-7');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${SITE}/`);
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();

  // The forgot-password page in Arabic, desktop and phone.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`http://localhost:${E2E_PORT}/sharing/rest/oauth2/forgot?locale=ar`);
  await page.screenshot({ path: screenshotPath('forgot-password-ar-desktop'), fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: screenshotPath('forgot-password-ar-phone'), fullPage: true });
  await page.goto(`http://localhost:${E2E_PORT}/sharing/rest/oauth2/forgot?locale=en`);
  await page.screenshot({ path: screenshotPath('forgot-password-en-phone'), fullPage: true });
});
