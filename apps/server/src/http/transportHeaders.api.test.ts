import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, SEEDED_USERS, signIn } from '../testing/signIn.ts';
import { TEST_PASSWORD } from '../testing/testDatabase.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

// Issue 12 item 9: behind a trusted TLS proxy Plaza answers as an HTTPS site (HSTS, Secure cookies,
// `ssl: true`); a signed-in caller's JSON is never stored by a cache.
const HTTPS = { 'x-forwarded-proto': 'https' };
// The web app's redirect URI in the scheme the deployment is reached by (issue 40 item 8): https behind this proxy.
function signInPage(scheme: 'http' | 'https'): string {
  return `/sharing/rest/oauth2/authorize?${new URLSearchParams({
    client_id: 'plaza-web',
    response_type: 'code',
    redirect_uri: `${scheme}://localhost:3000/auth/callback`,
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  })}`;
}

function generateToken(t: TestApp, headers: Record<string, string>) {
  return t.app.request('/sharing/rest/generateToken', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({
      f: 'json',
      username: SEEDED_USERS.riverside.user,
      password: TEST_PASSWORD,
      client: 'referer',
      referer: 'https://example.org',
    }).toString(),
  });
}

describe('behind a trusted TLS proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PLAZA_TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  it('sends HSTS, answers ssl: true and sets Secure cookies when the proxy says https', async () => {
    const res = await generateToken(t, HTTPS);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=15552000');
    expect(((await res.json()) as { ssl: boolean }).ssl).toBe(true);
    const page = await t.app.request(signInPage('https'), { headers: HTTPS });
    expect(page.status).toBe(200);
    expect(page.headers.get('set-cookie')).toMatch(/; Secure/);
    expect((await t.app.request('/healthz', { headers: HTTPS })).headers.get('strict-transport-security')).toBeTruthy();
  });

  it('does none of it for a request the proxy forwarded over http', async () => {
    const res = await generateToken(t, { 'x-forwarded-proto': 'http' });
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(((await res.json()) as { ssl: boolean }).ssl).toBe(false);
    const plain = await t.app.request(signInPage('http'));
    expect(plain.status).toBe(200);
    expect(plain.headers.get('set-cookie')).not.toMatch(/; Secure/);
  });
});

describe('without a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-Proto', async () => {
    const res = await generateToken(t, HTTPS);
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(((await res.json()) as { ssl: boolean }).ssl).toBe(false);
  });

  it("marks a signed-in caller's JSON no-store, and leaves anonymous answers cacheable", async () => {
    const token = await signIn(t, SEEDED_USERS.riverside.user);
    const self = await t.app.request('/sharing/rest/community/self?f=json', { headers: bearer(token) });
    expect(self.headers.get('cache-control')).toBe('no-store');
    const search = await t.app.request('/sharing/rest/search?f=json&q=parks', { headers: bearer(token) });
    expect(search.headers.get('cache-control')).toBe('no-store');
    const anonymous = await t.app.request('/sharing/rest/search?f=json&q=parks');
    expect(anonymous.headers.get('cache-control')).not.toBe('no-store');
  });
});
