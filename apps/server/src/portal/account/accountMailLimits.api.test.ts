import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../../mail/testing/testSmtpServer.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { allowSelfSignUp } from '../../testing/allowSelfSignUp.ts';

// Issue 40 item 2: the account e-mail limits ("count, then insert") hold when the asks arrive at once — three reset links
// an hour per account, three sign-up links an hour per address — on one connection (PGlite) and many (PostgreSQL).
let t: TestApp;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function openForm(path: string) {
  const res = await t.app.request(path);
  const html = await res.text();
  return {
    csrf: /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '',
    cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '',
  };
}

/** 40 posts of the form at once; their statuses. */
async function postAtOnce(path: string, fields: (i: number) => Record<string, string>): Promise<number[]> {
  const form = await openForm(path);
  return Promise.all(
    Array.from({ length: 40 }, async (_, i) => {
      const res = await t.app.request(path, {
        method: 'POST',
        headers: { Cookie: form.cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...fields(i), csrf: form.csrf, locale: 'en' }),
      });
      await res.text();
      return res.status;
    }),
  );
}

const tokens = async (purpose: 'reset' | 'signup', email: string) =>
  (
    await t.db
      .selectFrom('account_tokens')
      .select('id')
      .where('purpose', '=', purpose)
      .where('email', '=', email)
      .execute()
  ).length;

describe('account e-mails asked for at once', () => {
  it('40 simultaneous "forgot password" asks for one account write exactly 3 reset links', async () => {
    const statuses = await postAtOnce('/sharing/rest/oauth2/forgot', () => ({ email: 'publisher@riverside.example' }));
    // Some pass the address's bucket (the rest are 429); of those, the account's limit lets exactly 3 through.
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(3);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    expect(await tokens('reset', 'publisher@riverside.example')).toBe(3);
  });

  it('40 simultaneous sign-ups with one address write exactly 3 sign-up links', async () => {
    await allowSelfSignUp(t.db);
    const statuses = await postAtOnce('/sharing/rest/oauth2/signup', (i) => ({
      fullName: `Grace ${i}`,
      username: `grace_${i}`,
      email: 'grace@example.org',
      password: 'grace-password-1',
    }));
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(3);
    expect(await tokens('signup', 'grace@example.org')).toBe(3);
  });
});
