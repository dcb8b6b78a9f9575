import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../testing/signIn.ts';
import { TEST_PASSWORD } from '../../testing/testDatabase.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function form(values: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(values).toString(),
  };
}

interface ErrorBody {
  error: { code: number; message: string; details: string[] };
}

describe('POST /sharing/rest/generateToken', () => {
  it('issues a token for the right password, with expiry and ssl false over http', async () => {
    const res = await t.app.request(
      '/sharing/rest/generateToken',
      form({
        f: 'json',
        username: 'user_riverside',
        password: TEST_PASSWORD,
        expiration: '30',
        client: 'referer',
        referer: 'http://localhost:3000',
      }),
    );
    const body = (await res.json()) as { token: string; expires: number; ssl: boolean };
    expect(body.token.length).toBeGreaterThanOrEqual(22);
    expect(body.ssl).toBe(false);
    expect(body.expires).toBeGreaterThan(Date.now() + 29 * 60_000);
    expect(body.expires).toBeLessThanOrEqual(Date.now() + 30 * 60_000);
  });

  it('refuses a wrong password with the portal error 400 "Unable to generate token."', async () => {
    const res = await t.app.request(
      '/sharing/rest/generateToken',
      form({ f: 'json', username: 'user_riverside', password: 'nope' }),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe(400);
    expect(body.error.message).toBe('Unable to generate token.');
  });

  it('refuses an unknown user exactly like a wrong password', async () => {
    const res = await t.app.request(
      '/sharing/rest/generateToken',
      form({ f: 'json', username: 'nobody_here', password: 'nope' }),
    );
    const body = (await res.json()) as ErrorBody;
    expect(body.error).toMatchObject({
      code: 400,
      message: 'Unable to generate token.',
      details: ['Invalid username or password.'],
    });
  });

  it('refuses GET, so that a password never travels in a URL', async () => {
    const res = await t.app.request(
      `/sharing/rest/generateToken?f=json&username=user_riverside&password=${TEST_PASSWORD}`,
    );
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe(400);
  });

  it('refuses a POST whose password is in the query string, even with the right password (issue 12)', async () => {
    for (const name of ['password', 'PASSWORD', 'pass%77ord']) {
      const res = await t.app.request(
        `/sharing/rest/generateToken?f=json&username=user_riverside&${name}=${TEST_PASSWORD}`,
        form({ f: 'json', referer: 'http://localhost:3000' }),
      );
      const body = (await res.json()) as ErrorBody & { token?: string };
      expect(body.token).toBeUndefined();
      expect(body.error).toMatchObject({
        code: 400,
        message: 'Unable to generate token.',
        details: ['Send the password in the request body, not in the URL.'],
      });
    }
  });

  it('caps the lifetime at 20160 minutes', async () => {
    const res = await t.app.request(
      '/sharing/rest/generateToken',
      form({ f: 'json', username: 'viewer_hillcrest', password: TEST_PASSWORD, expiration: '999999' }),
    );
    const body = (await res.json()) as { expires: number };
    expect(body.expires).toBeLessThanOrEqual(Date.now() + 20160 * 60_000);
  });
});

describe('the caller middleware', () => {
  it('accepts a token from Authorization, X-Esri-Authorization, the body and the query', async () => {
    const token = await signIn(t, 'admin_hillcrest');
    const urls = [
      await t.app.request('/sharing/rest/portals/self?f=json', { headers: bearer(token) }),
      await t.app.request('/sharing/rest/portals/self?f=json', {
        headers: { 'X-Esri-Authorization': `Bearer ${token}` },
      }),
      await t.app.request('/sharing/rest/portals/self', form({ f: 'json', token })),
      await t.app.request(`/sharing/rest/portals/self?f=json&token=${token}`),
    ];
    for (const res of urls) expect(((await res.json()) as { error?: unknown }).error).toBeUndefined();
  });

  it('answers a garbage token with 498 in the portal envelope on /sharing/rest', async () => {
    const res = await t.app.request('/sharing/rest/portals/self?f=json&token=garbage');
    expect(res.status).toBe(200);
    expect(((await res.json()) as ErrorBody).error.code).toBe(498);
  });

  it('answers a garbage token with HTTP 401 {error:{title,detail}} on /api', async () => {
    const res = await t.app.request('/api/v3/anything', { headers: bearer('garbage') });
    expect(res.status).toBe(401);
    const body = (await res.json()) as { error: { title: string; detail: string } };
    expect(body.error.title).toBe('Unauthorized');
  });

  it('answers an expired token with 498', async () => {
    const token = await signIn(t, 'user_hillcrest', { minutes: 1, now: Date.now() - 5 * 60_000 });
    const res = await t.app.request('/sharing/rest/portals/self?f=json', { headers: bearer(token) });
    expect(((await res.json()) as ErrorBody).error.code).toBe(498);
  });

  it('refuses a referer-bound token sent from another referer', async () => {
    const res = await t.app.request(
      '/sharing/rest/generateToken',
      form({
        f: 'json',
        username: 'user_riverside',
        password: TEST_PASSWORD,
        client: 'referer',
        referer: 'https://app.example',
      }),
    );
    const { token } = (await res.json()) as { token: string };
    const same = await t.app.request('/sharing/rest/portals/self?f=json', {
      headers: { ...bearer(token), Referer: 'https://app.example/some/page' },
    });
    expect(((await same.json()) as { error?: unknown }).error).toBeUndefined();
    const other = await t.app.request('/sharing/rest/portals/self?f=json', {
      headers: { ...bearer(token), Referer: 'https://evil.example/' },
    });
    expect(((await other.json()) as ErrorBody).error.code).toBe(498);
  });
});
