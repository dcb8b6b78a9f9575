import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../auth/tokenSecret.ts';
import { revokeAccessToken } from '../../db/repositories/accessTokenRepository.ts';
import { bearer, signIn } from '../../testing/signIn.ts';
import { TEST_PASSWORD } from '../../testing/testDatabase.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// The federated server's info and server tokens (STACK.md, ADR 0102). `app.request` runs on
// http://localhost, so this portal's server is http://localhost/arcgis.
let t: TestApp;
const SERVER = 'http://localhost/arcgis';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface TokenBody {
  token?: string;
  expires?: number;
  ssl?: boolean;
  error?: { code: number; message: string; details: string[] };
}

async function generateToken(values: Record<string, string>, headers: Record<string, string> = {}): Promise<TokenBody> {
  const res = await t.app.request('/sharing/rest/generateToken', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ f: 'json', ...values }).toString(),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as TokenBody;
}

describe('the info endpoints', () => {
  it.each(['GET', 'POST'])('%s /arcgis/rest/info names this portal as owner and its generateToken', async (method) => {
    const res = await t.app.request('/arcgis/rest/info?f=json', { method });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      owningSystemUrl: 'http://localhost',
      authInfo: { isTokenBasedSecurity: true, tokenServicesUrl: 'http://localhost/sharing/rest/generateToken' },
    });
  });

  it('answers /sharing/rest/info alike', async () => {
    const portal = await (await t.app.request('/sharing/rest/info?f=json', { method: 'POST' })).json();
    const server = await (await t.app.request('/arcgis/rest/info?f=json')).json();
    expect(portal).toEqual(server);
  });
});

describe('generateToken with token and serverUrl', () => {
  it('answers the caller token itself with its own expiry, from the body or a header', async () => {
    const now = Date.now();
    const token = await signIn(t, 'publisher_riverside', { now, minutes: 45 });
    const fromBody = await generateToken({ token, serverUrl: SERVER, expiration: '20160', client: 'referer' });
    expect(fromBody).toEqual({ token, expires: now + 45 * 60_000, ssl: false });
    const fromHeader = await generateToken(
      { serverUrl: `${SERVER}/rest/services/Parks/FeatureServer/0` },
      bearer(token),
    );
    expect(fromHeader.token).toBe(token);
    expect((await generateToken({ token, serverUrl: 'https://LOCALHOST/ArcGIS' })).token).toBe(token);
  });

  it('answers 498 for a token that is garbage, expired or revoked, so that clients refresh', async () => {
    const expired = await signIn(t, 'user_riverside', { now: Date.now() - 10 * 60_000, minutes: 5 });
    const revoked = await signIn(t, 'user_riverside');
    await revokeAccessToken(t.db, hashSecret(revoked));
    for (const token of ['garbage', expired, revoked]) {
      const body = await generateToken({ token, serverUrl: SERVER });
      expect(body.error).toMatchObject({ code: 498 });
      expect(body.token).toBeUndefined();
    }
  });

  it('refuses a serverUrl that is not this portal’s server, whoever asks', async () => {
    const token = await signIn(t, 'admin_riverside');
    for (const serverUrl of [
      'https://evil.example/arcgis',
      'http://localhost:8080/arcgis',
      'http://localhost/sharing/rest',
      'http://localhost/arcgisx',
      'http://user:pw@localhost/arcgis',
      'javascript:alert(1)//localhost/arcgis',
      'not a url',
    ]) {
      const body = await generateToken({ token, serverUrl });
      expect(body.error).toEqual({
        code: 400,
        messageCode: 'GWM_0001',
        message: 'Unable to generate token.',
        details: ['serverUrl is not a server federated with this portal.'],
      });
    }
    const withPassword = await generateToken({
      username: 'user_riverside',
      password: TEST_PASSWORD,
      serverUrl: 'https://evil.example/arcgis',
    });
    expect(withPassword.error?.code).toBe(400);
  });

  it('needs a token or credentials', async () => {
    expect((await generateToken({ serverUrl: SERVER })).error).toMatchObject({
      code: 400,
      details: ['A token, or a username and password, is required.'],
    });
  });

  it('issues a new token for a username and password with serverUrl, as without', async () => {
    const body = await generateToken({ username: 'user_riverside', password: TEST_PASSWORD, serverUrl: SERVER });
    expect(body.token).toEqual(expect.any(String));
    const self = await t.app.request('/sharing/rest/community/self?f=json', { headers: bearer(body.token!) });
    expect(((await self.json()) as { username: string }).username).toBe('user_riverside');
  });
});
