import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSignInForm, submitSignInForm } from '../../testing/oauthFlow.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// Issue 13 item 4: the portal's sign-in and sign-out pages live on the portal's host, so its session cookie is shared
// by every site of the deployment (ADR 0109).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { BASE_DOMAIN: 'plaza.test' } });
});
afterAll(async () => {
  await t?.close();
});

const QUERY =
  '?client_id=plaza-web&response_type=code&redirect_uri=http%3A%2F%2Fdata-riverside.plaza.test%2Fauth%2Fcallback' +
  `&state=s1&code_challenge_method=S256&code_challenge=${'A'.repeat(43)}`;

describe('the portal pages on a site host', () => {
  it('send sign-in and sign-out on a site host to the portal host, query kept', async () => {
    const authorize = await t.app.request(`http://data-riverside.plaza.test/sharing/rest/oauth2/authorize${QUERY}`);
    expect(authorize.status).toBe(302);
    expect(authorize.headers.get('location')).toBe(`http://plaza.test/sharing/rest/oauth2/authorize${QUERY}`);
    const signout = await t.app.request('http://parks-riverside.plaza.test/sharing/rest/oauth2/signout?client_id=x');
    expect(signout.headers.get('location')).toBe('http://plaza.test/sharing/rest/oauth2/signout?client_id=x');
  });

  it('serve them on the portal host and on hosts outside the deployment (custom hostnames)', async () => {
    const onPortal = await t.app.request(`http://plaza.test/sharing/rest/oauth2/authorize${QUERY}`);
    expect(onPortal.status).toBe(200);
    // A sign-in popup keeps its opener through the portal's pages; other pages allow popups only.
    expect(onPortal.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    expect((await t.app.request('http://plaza.test/healthz')).headers.get('cross-origin-opener-policy')).toBe(
      'same-origin-allow-popups',
    );
    expect(onPortal.headers.get('content-type')).toContain('text/html');
    const custom = await t.app.request(`http://data.riverside.example/sharing/rest/oauth2/authorize${QUERY}`);
    expect(custom.status).not.toBe(302);
  });

  it('leave API calls and the token exchange on the site host', async () => {
    const token = await t.app.request('http://data-riverside.plaza.test/sharing/rest/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=authorization_code&code=nope&client_id=plaza-web&f=json',
    });
    expect(token.status).not.toBe(302);
    const self = await t.app.request('http://data-riverside.plaza.test/sharing/rest/portals/self?f=json');
    expect(self.status).toBe(200);
  });

  it("continues at once for Plaza's web app when the portal session is valid; prompt=login and other clients see the form", async () => {
    const origin = await t.listen();
    const params = {
      client_id: 'plaza-web',
      response_type: 'code',
      redirect_uri: 'http://localhost:3000/auth/callback',
      state: 'first',
      code_challenge: 'B'.repeat(43),
      code_challenge_method: 'S256',
    };
    const form = await openSignInForm(origin, params);
    const signedIn = await submitSignInForm(origin, form, { username: 'user_riverside' });
    expect(signedIn.status).toBe(302);
    const session = (signedIn.headers.getSetCookie?.() ?? [])
      .map((c) => c.split(';')[0])
      .find((c) => c?.startsWith('plaza_portal_session='));
    expect(session).toBeDefined();

    const again = new URLSearchParams({ ...params, state: 'second' });
    const remembered = await fetch(`${origin}/sharing/rest/oauth2/authorize?${again}`, {
      redirect: 'manual',
      headers: { cookie: session! },
    });
    expect(remembered.status).toBe(302);
    const location = new URL(remembered.headers.get('location')!);
    expect(location.href.startsWith('http://localhost:3000/auth/callback?')).toBe(true);
    expect(location.searchParams.get('state')).toBe('second');
    expect(location.searchParams.get('code')).toMatch(/.{20,}/);

    again.set('prompt', 'login');
    const forced = await fetch(`${origin}/sharing/rest/oauth2/authorize?${again}`, { headers: { cookie: session! } });
    expect(forced.status).toBe(200);
    expect(await forced.text()).toContain('name="password"');

    const withoutSession = await fetch(`${origin}/sharing/rest/oauth2/authorize?${new URLSearchParams(params)}`);
    expect(withoutSession.status).toBe(200);
  });
});
