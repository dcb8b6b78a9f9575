import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHandlersFor } from '../../jobs/jobHandlers.ts';
import { startJobRunner, type JobRunner } from '../../jobs/jobRunner.ts';
import type { Logger } from '../../log/logger.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../mail/testing/testSmtpServer.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { TEST_PASSWORD } from '../../testing/testDatabase.ts';
import { allowSelfSignUp } from '../../testing/allowSelfSignUp.ts';

// "Forgot your password?" and self sign-up (issue 43 item 7, ADR 0207) over a real database and a real SMTP server:
// the same answer whether an address has an account or not, a link that works once and expires, only its hash
// stored, the old password gone and every session ended; sign-up off until the organisation turns it on.
const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };
let t: TestApp;
let smtp: TestSmtpServer;
let jobs: JobRunner;

/** A form page and the cookie its CSRF token lives in. */
async function openForm(path: string, ip = '10.0.0.1') {
  const res = await t.app.request(path, { headers: { 'X-Forwarded-For': ip } });
  const html = await res.text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { status: res.status, html, csrf, cookie };
}

async function post(path: string, form: { csrf: string; cookie: string }, fields: Record<string, string>) {
  const res = await t.app.request(path, {
    method: 'POST',
    headers: { Cookie: form.cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, csrf: form.csrf }),
  });
  return { status: res.status, html: await res.text() };
}

async function forgot(email: string) {
  const form = await openForm('/sharing/rest/oauth2/forgot?locale=en');
  return post('/sharing/rest/oauth2/forgot', form, { email, locale: 'en' });
}

async function drain() {
  while (await jobs.runOnce());
}

function linkIn(text: string, path: string): string {
  const found = new RegExp(`http://[^\\s]+${path.replaceAll('/', '\\/')}\\?token=[A-Za-z0-9_-]+`).exec(text)?.[0];
  if (!found) throw new Error(`no ${path} link in: ${text}`);
  const url = new URL(found);
  return `${url.pathname}${url.search}`;
}

async function signInWith(username: string, password: string): Promise<boolean> {
  const res = await t.app.request('/sharing/rest/generateToken', {
    method: 'POST',
    body: new URLSearchParams({ f: 'json', username, password, referer: 'http://localhost', client: 'referer' }),
  });
  const body = (await res.json()) as { token?: string };
  return typeof body.token === 'string';
}

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  jobs = startJobRunner({ db: t.db, logger: quiet, handlers: jobHandlersFor(t.config), now: () => Date.now() }, false);
});
afterAll(async () => {
  await jobs?.stop();
  await t?.close();
  await smtp?.close();
});

describe('forgot password', () => {
  it('the sign-in page offers it when the deployment sends e-mail, and comes back to the same form', async () => {
    const query = new URLSearchParams({
      client_id: 'plaza-web',
      response_type: 'code',
      redirect_uri: `http://data-riverside.${t.config.baseDomain}/auth/callback`,
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    });
    const html = await (await t.app.request(`/sharing/rest/oauth2/authorize?${query.toString()}`)).text();
    const href = /<a href="([^"]+)">Forgot your password\?<\/a>/.exec(html)?.[1]?.replaceAll('&#38;', '&');
    expect(href).toMatch(/^\/sharing\/rest\/oauth2\/forgot\?locale=en&return=/);
    expect(html).not.toContain('Create an account');
    const forgot = await openForm(href!);
    expect(forgot.html).toContain(`href="/sharing/rest/oauth2/authorize?`);
    expect(forgot.html).toContain('Back to sign in');
  });

  it('answers an unknown address exactly as a known one, and e-mails only the account', async () => {
    const known = await forgot('user@riverside.example');
    const unknown = await forgot('nobody@nowhere.example');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const notice = (html: string) => /<p class="notice" role="status">([^<]+)<\/p>/.exec(html)?.[1];
    expect(notice(known.html)).toBe(
      'If an account uses that address, a link to reset its password is on its way. The link works for 60 minutes.',
    );
    expect(notice(unknown.html)).toBe(notice(known.html));
    await drain();
    const mail = await smtp.waitFor(1);
    expect(mail.map((m) => m.to)).toEqual(['user@riverside.example']);
    expect(mail[0]?.subject).toBe('Reset your password');
  });

  it('stores only the hash; the link sets a new password once, ends every session, and then stops working', async () => {
    const mail = smtp.messages.find((m) => m.subject === 'Reset your password')!;
    const path = linkIn(mail.text, '/sharing/rest/oauth2/reset');
    const token = new URL(`http://x${path}`).searchParams.get('token')!;
    const rows = await t.db
      .selectFrom('account_tokens')
      .select(['token_hash'])
      .where('username', '=', 'user_riverside')
      .execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await signInWith('user_riverside', TEST_PASSWORD)).toBe(true);

    const form = await openForm(path);
    expect(form.status).toBe(200);
    expect(form.html).toContain('Choose a new password for the account user_riverside.');
    const short = await post('/sharing/rest/oauth2/reset', form, { token, password: 'short', confirm: 'short' });
    expect(short.status).toBe(400);
    expect(short.html).toContain('Use at least 8 characters.');
    const differ = await post('/sharing/rest/oauth2/reset', form, {
      token,
      password: 'new-password-1',
      confirm: 'other-one-2',
    });
    expect(differ.html).toContain('The two passwords are not the same.');
    const done = await post('/sharing/rest/oauth2/reset', form, {
      token,
      password: 'new-password-1',
      confirm: 'new-password-1',
    });
    expect(done.status).toBe(200);
    expect(done.html).toContain('Your password is changed');
    expect(await signInWith('user_riverside', TEST_PASSWORD)).toBe(false);
    expect(await signInWith('user_riverside', 'new-password-1')).toBe(true);
    const revoked = await t.db
      .selectFrom('access_tokens')
      .select('revoked')
      .where('username', '=', 'user_riverside')
      .where('revoked', '=', false)
      .execute();
    expect(revoked).toHaveLength(1);

    const again = await post('/sharing/rest/oauth2/reset', form, {
      token,
      password: 'another-pass-3',
      confirm: 'another-pass-3',
    });
    expect(again.status).toBe(400);
    expect(again.html).toContain('This link does not work');
    expect((await openForm(path)).status).toBe(400);
  });

  it('a link expires after an hour; an altered one never works', async () => {
    await forgot('viewer@riverside.example');
    await drain();
    const mail = smtp.messages.find((m) => m.to === 'viewer@riverside.example')!;
    const path = linkIn(mail.text, '/sharing/rest/oauth2/reset');
    expect((await openForm(`${path.slice(0, -2)}xy`)).status).toBe(400);
    await t.db
      .updateTable('account_tokens')
      .set({ expires: Date.now() - 1 })
      .where('username', '=', 'viewer_riverside')
      .execute();
    expect((await openForm(path)).status).toBe(400);
  });

  it('limits asks: three e-mails an hour per account, a few asks a minute per address, the answer unchanged', async () => {
    const before = smtp.messages.filter((m) => m.to === 'publisher@riverside.example').length;
    for (let i = 0; i < 4; i += 1) expect((await forgot('publisher@riverside.example')).status).toBe(200);
    await drain();
    await smtp.waitFor(smtp.messages.length);
    expect(smtp.messages.filter((m) => m.to === 'publisher@riverside.example').length - before).toBe(3);
    const form = await openForm('/sharing/rest/oauth2/forgot', '10.9.9.9');
    const answers = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await t.app.request('/sharing/rest/oauth2/forgot', {
        method: 'POST',
        headers: {
          Cookie: form.cookie,
          'Content-Type': 'application/x-www-form-urlencoded',
          'X-Forwarded-For': '10.9.9.9',
        },
        body: new URLSearchParams({ email: 'x@y.example', csrf: form.csrf }),
      });
      answers.push(res.status);
    }
    expect(answers.filter((s) => s === 429).length).toBeGreaterThan(0);
  });

  it('refuses a form without its CSRF cookie, and says the address is missing', async () => {
    const form = await openForm('/sharing/rest/oauth2/forgot');
    expect(
      (await post('/sharing/rest/oauth2/forgot', { csrf: form.csrf, cookie: '' }, { email: 'a@b.example' })).status,
    ).toBe(403);
    const empty = await post('/sharing/rest/oauth2/forgot', form, { email: '' });
    expect(empty.status).toBe(400);
    expect(empty.html).toContain('Enter an e-mail address.');
  });
});

describe('self sign-up', () => {
  it('is off by default', async () => {
    const page = await openForm('/sharing/rest/oauth2/signup');
    expect(page.status).toBe(403);
    expect(page.html).toContain('This organisation does not take sign-ups here.');
  });

  it('once the organisation allows it, the account is made only when the e-mailed link is confirmed', async () => {
    await allowSelfSignUp(t.db);
    const form = await openForm('/sharing/rest/oauth2/signup');
    expect(form.status).toBe(200);
    const taken = await post('/sharing/rest/oauth2/signup', form, {
      fullName: 'Ada',
      username: 'user_riverside',
      email: 'ada@example.org',
      password: 'ada-password-1',
    });
    expect(taken.html).toContain('That username is taken.');
    const sent = await post('/sharing/rest/oauth2/signup', form, {
      fullName: 'Ada Lovelace',
      username: 'ada_lovelace',
      email: 'ada@example.org',
      password: 'ada-password-1',
    });
    expect(sent.status).toBe(200);
    expect(await t.db.selectFrom('users').select('username').where('username', '=', 'ada_lovelace').execute()).toEqual(
      [],
    );
    await drain();
    const mail = (await smtp.waitFor(smtp.messages.length)).find((m) => m.to === 'ada@example.org')!;
    expect(mail.subject).toBe('Confirm your e-mail address');
    const path = linkIn(mail.text, '/sharing/rest/oauth2/signup/verify');
    const confirm = await openForm(path);
    // Opening the link makes nothing (a mail scanner opens links); the button does.
    expect(await t.db.selectFrom('users').select('username').where('username', '=', 'ada_lovelace').execute()).toEqual(
      [],
    );
    const token = new URL(`http://x${path}`).searchParams.get('token')!;
    const made = await post('/sharing/rest/oauth2/signup/verify', confirm, { token });
    expect(made.html).toContain('Your account ada_lovelace is ready.');
    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'ada_lovelace')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ email: 'ada@example.org', full_name: 'Ada Lovelace', role: 'viewer' });
    expect(await signInWith('ada_lovelace', 'ada-password-1')).toBe(true);
    expect((await post('/sharing/rest/oauth2/signup/verify', confirm, { token })).status).toBe(400);
  });
});
