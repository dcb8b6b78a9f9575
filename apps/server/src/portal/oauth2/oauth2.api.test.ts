import { createHash } from 'node:crypto';
import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_CLIENT_ID } from '../../auth/oauthClients.ts';
import { authorizeWithPkce, openSignInForm, submitSignInForm } from '../../testing/oauthFlow.ts';
import { bearer } from '../../testing/signIn.ts';
import { TEST_PASSWORD } from '../../testing/testDatabase.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// OAuth 2.0 driven by a strict client from npm (oauth4webapi) against a listening Plaza.
let t: TestApp;
let origin: string;
let as: oauth.AuthorizationServer;
const client: oauth.Client = { client_id: WEB_CLIENT_ID };
const clientAuth = oauth.None();
const insecure = { [oauth.allowInsecureRequests]: true } as const;
const redirectUri = 'http://localhost:3000/auth/callback';
/** Every secret the suite saw, to check that none reached the logs. */
const secrets = new Set<string>();

beforeAll(async () => {
  t = await createTestApp();
  origin = await t.listen();
  as = {
    issuer: `${origin}/sharing/rest`,
    authorization_endpoint: `${origin}/sharing/rest/oauth2/authorize`,
    token_endpoint: `${origin}/sharing/rest/oauth2/token`,
  };
});
afterAll(async () => {
  await t?.close();
});

async function authorize(username: string, state = oauth.generateRandomState()) {
  const { verifier, location } = await authorizeWithPkce(origin, {
    clientId: WEB_CLIENT_ID,
    redirectUri,
    username,
    state,
  });
  secrets.add(location.searchParams.get('code')!);
  secrets.add(verifier);
  return { verifier, state, location };
}

async function exchangeCode(location: URL, state: string, verifier: string) {
  const params = oauth.validateAuthResponse(as, client, location, state);
  const response = await oauth.authorizationCodeGrantRequest(
    as,
    client,
    clientAuth,
    params,
    redirectUri,
    verifier,
    insecure,
  );
  return oauth.processAuthorizationCodeResponse(as, client, response);
}

async function selfWith(token: string): Promise<{ username?: string; error?: { code: number } }> {
  return (await (await fetch(`${origin}/sharing/rest/community/self?f=json`, { headers: bearer(token) })).json()) as {
    username?: string;
    error?: { code: number };
  };
}

async function expectInvalidGrant(promise: Promise<unknown>): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(oauth.ResponseBodyError);
  expect((error as oauth.ResponseBodyError).error).toBe('invalid_grant');
}

describe('authorization code with PKCE S256', () => {
  it('signs in on the portal page and exchanges the code for working tokens, state unchanged', async () => {
    const state = 'a b&c=d/é?x#y';
    const { verifier, location } = await authorize('user_riverside', state);
    expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
    expect(location.searchParams.get('state')).toBe(state);
    const tokens = await exchangeCode(location, state, verifier);
    expect(tokens.token_type.toLowerCase()).toBe('bearer');
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.username).toBe('user_riverside');
    expect((await selfWith(tokens.access_token)).username).toBe('user_riverside');
  });

  it('refuses a replayed code with invalid_grant and revokes what the code issued', async () => {
    const { verifier, state, location } = await authorize('viewer_riverside');
    const tokens = await exchangeCode(location, state, verifier);
    await expectInvalidGrant(exchangeCode(location, state, verifier));
    expect((await selfWith(tokens.access_token)).error?.code).toBe(498);
    await expectInvalidGrant(
      oauth
        .refreshTokenGrantRequest(as, client, clientAuth, tokens.refresh_token!, insecure)
        .then((r) => oauth.processRefreshTokenResponse(as, client, r)),
    );
  });

  it('refuses a wrong code_verifier', async () => {
    const { state, location } = await authorize('user_riverside');
    await expectInvalidGrant(exchangeCode(location, state, oauth.generateRandomCodeVerifier()));
  });
});

describe('redirect URIs are compared exactly and never redirected to when wrong', () => {
  const variants = [
    ['a trailing slash', 'http://localhost:3000/auth/callback/'],
    ['another case', 'http://localhost:3000/Auth/Callback'],
    ['an extra query', 'http://localhost:3000/auth/callback?x=1'],
    ['another port', 'http://localhost:3001/auth/callback'],
    ['another host', 'http://evil.example/auth/callback'],
  ] as const;
  for (const [name, uri] of variants) {
    it(`refuses ${name}`, async () => {
      const res = await fetch(
        `${origin}/sharing/rest/oauth2/authorize?${new URLSearchParams({ client_id: WEB_CLIENT_ID, response_type: 'code', redirect_uri: uri, code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256' })}`,
        { redirect: 'manual' },
      );
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
      expect(await res.text()).toContain('not registered');
    });
  }

  it('serves the sign-in page under a policy with no script, its one stylesheet by hash, forms to the callback', async () => {
    const res = await fetch(
      `${origin}/sharing/rest/oauth2/authorize?${new URLSearchParams({
        client_id: WEB_CLIENT_ID,
        response_type: 'code',
        redirect_uri: redirectUri,
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      })}`,
    );
    const csp = res.headers.get('content-security-policy') ?? '';
    const html = await res.text();
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(csp).toContain("form-action 'self' http://localhost:3000");
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(style, 'utf8').digest('base64');
    expect(csp).toContain(`style-src 'sha256-${hash}'`);
    expect(html).not.toMatch(/<script|\son[a-z]+=/i);
  });

  it('refuses an unknown client without redirecting', async () => {
    const res = await fetch(
      `${origin}/sharing/rest/oauth2/authorize?${new URLSearchParams({ client_id: 'nobody', response_type: 'code', redirect_uri: redirectUri })}`,
      { redirect: 'manual' },
    );
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
  });

  it('answers client credentials that do not decode as an unknown client, not a server error (issue 40)', async () => {
    const res = await fetch(`${origin}/sharing/rest/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from('%E0%A4%A:%ZZ').toString('base64')}` },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: 'x', redirect_uri: redirectUri }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: 'invalid_client',
      error_description: 'Unknown client or wrong client credentials.',
    });
  });
});

describe('PKCE is required and only S256', () => {
  for (const [name, extra] of [
    ['plain', { code_challenge: 'x'.repeat(43), code_challenge_method: 'plain' }],
    ['missing', {}],
  ] as const) {
    it(`sends a public client asking with ${name} PKCE back with invalid_request`, async () => {
      const res = await fetch(
        `${origin}/sharing/rest/oauth2/authorize?${new URLSearchParams({ client_id: WEB_CLIENT_ID, response_type: 'code', redirect_uri: redirectUri, state: 's1', ...extra })}`,
        { redirect: 'manual' },
      );
      expect(res.status).toBe(302);
      const location = new URL(res.headers.get('location')!);
      expect(location.searchParams.get('error')).toBe('invalid_request');
      expect(location.searchParams.get('state')).toBe('s1');
      expect(location.searchParams.get('code')).toBeNull();
    });
  }

  it('refuses implicit flow for a client that did not opt in', async () => {
    const res = await fetch(
      `${origin}/sharing/rest/oauth2/authorize?${new URLSearchParams({ client_id: WEB_CLIENT_ID, response_type: 'token', redirect_uri: redirectUri })}`,
      { redirect: 'manual' },
    );
    expect(new URL(res.headers.get('location')!).searchParams.get('error')).toBe('unauthorized_client');
  });
});

describe('refresh tokens (RFC 9700: rotated on every use by a public client)', () => {
  const refresh = (refreshToken: string) =>
    oauth
      .refreshTokenGrantRequest(as, client, clientAuth, refreshToken, insecure)
      .then((r) => oauth.processRefreshTokenResponse(as, client, r));
  const exchange = (refreshToken: string) =>
    oauth
      .genericTokenEndpointRequest(
        as,
        client,
        clientAuth,
        'exchange_refresh_token',
        { refresh_token: refreshToken, redirect_uri: redirectUri },
        insecure,
      )
      .then((r) => oauth.processGenericTokenEndpointResponse(as, client, r));

  it('rotates on refresh_token, keeps the session end, and revokes the family when a spent one is replayed', async () => {
    const { verifier, state, location } = await authorize('publisher_riverside');
    const first = await exchangeCode(location, state, verifier);

    const refreshed = await refresh(first.refresh_token!);
    expect((await selfWith(refreshed.access_token)).username).toBe('publisher_riverside');
    expect(refreshed.refresh_token).toBeTruthy();
    expect(refreshed.refresh_token).not.toBe(first.refresh_token);
    // Rotation does not lengthen the session: the new refresh token ends when the first one would have.
    expect(refreshed.refresh_token_expires_in as number).toBeLessThanOrEqual(first.refresh_token_expires_in as number);

    const again = await refresh(refreshed.refresh_token!);
    expect((await selfWith(again.access_token)).username).toBe('publisher_riverside');

    // A replayed refresh token: someone else holds a copy. The whole session ends.
    await expectInvalidGrant(refresh(first.refresh_token!));
    expect((await selfWith(again.access_token)).error?.code).toBe(498);
    expect((await selfWith(refreshed.access_token)).error?.code).toBe(498);
    await expectInvalidGrant(refresh(again.refresh_token!));
  });

  it('rotates on exchange_refresh_token, and revokes the family when a spent one is reused', async () => {
    const { verifier, state, location } = await authorize('publisher_riverside');
    const first = await exchangeCode(location, state, verifier);
    const rotated = await exchange(first.refresh_token!);
    expect(rotated.refresh_token).toBeTruthy();
    expect(rotated.refresh_token).not.toBe(first.refresh_token);
    expect((await selfWith(rotated.access_token)).username).toBe('publisher_riverside');

    await expectInvalidGrant(exchange(first.refresh_token!));
    expect((await selfWith(rotated.access_token)).error?.code).toBe(498);
    await expectInvalidGrant(exchange(rotated.refresh_token!));
  });

  it('revokes tokens minted by exchangeToken with the family they came from', async () => {
    const { verifier, state, location } = await authorize('user_riverside');
    const tokens = await exchangeCode(location, state, verifier);
    const minted = (await (
      await fetch(`${origin}/sharing/rest/oauth2/exchangeToken`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ f: 'json', client_id: WEB_CLIENT_ID, token: tokens.access_token }),
      })
    ).json()) as { token: string };
    secrets.add(minted.token);
    expect((await selfWith(minted.token)).username).toBe('user_riverside');
    const revoked = await fetch(`${origin}/sharing/rest/oauth2/revokeToken`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ f: 'json', client_id: WEB_CLIENT_ID, token: tokens.refresh_token! }),
    });
    expect(((await revoked.json()) as { success: boolean }).success).toBe(true);
    expect((await selfWith(tokens.access_token)).error?.code).toBe(498);
    expect((await selfWith(minted.token)).error?.code).toBe(498);
  });
});

describe('the sign-in page', () => {
  const pageParams = async () => ({
    client_id: WEB_CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri,
    state: 'st',
    code_challenge: await oauth.calculatePKCECodeChallenge(oauth.generateRandomCodeVerifier()),
    code_challenge_method: 'S256',
  });

  it('is localised: Arabic labels, lang and right-to-left', async () => {
    const form = await openSignInForm(origin, { ...(await pageParams()), locale: 'ar' });
    expect(form.html).toContain('<html lang="ar" dir="rtl">');
    expect(form.html).toContain('<label for="password">كلمة المرور</label>');
    // Self-contained: no script, and the only link is the inline icon (nothing fetched from elsewhere).
    expect(form.html).not.toMatch(/<script\b/);
    expect(form.html.match(/<link\b[^>]*>/g)).toEqual([
      expect.stringMatching(/^<link rel="icon" href="data:image\/svg\+xml,/),
    ]);
  });

  it('refuses a post without the CSRF cookie', async () => {
    const form = await openSignInForm(origin, await pageParams());
    const res = await submitSignInForm(origin, form, { username: 'user_riverside' }, { cookie: '' });
    expect(res.status).toBe(403);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.text()).toContain('expired');
  });

  it('says clearly when the password is wrong and keeps the username', async () => {
    const form = await openSignInForm(origin, await pageParams());
    const res = await submitSignInForm(origin, form, { username: 'user_hillcrest', password: 'wrong' });
    expect(res.status).toBe(401);
    const html = await res.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('The username or password is incorrect.');
    expect(html).toContain('value="user_hillcrest"');
  });
});

describe('platformSelf, exchangeToken, validateAppAccess, signout', () => {
  it('turns the portal session into tokens for a client, and signs out', async () => {
    const form = await openSignInForm(origin, {
      client_id: WEB_CLIENT_ID,
      response_type: 'code',
      redirect_uri: redirectUri,
      code_challenge: await oauth.calculatePKCECodeChallenge(oauth.generateRandomCodeVerifier()),
      code_challenge_method: 'S256',
    });
    const res = await submitSignInForm(origin, form, { username: 'admin_riverside' });
    const session = (res.headers.getSetCookie?.() ?? [])
      .map((c) => c.split(';')[0])
      .find((c) => c?.startsWith('plaza_portal_session='))!;
    const platformSelf = () =>
      fetch(`${origin}/sharing/rest/oauth2/platformSelf?f=json`, {
        method: 'POST',
        headers: { cookie: session, 'X-Esri-Auth-Client-Id': WEB_CLIENT_ID, 'X-Esri-Auth-Redirect-Uri': redirectUri },
      }).then((r) => r.json() as Promise<{ username?: string; token?: string; error?: { code: number } }>);
    const self = await platformSelf();
    expect(self.username).toBe('admin_riverside');

    const exchanged = (await (
      await fetch(`${origin}/sharing/rest/oauth2/exchangeToken`, {
        method: 'POST',
        body: new URLSearchParams({ f: 'json', client_id: WEB_CLIENT_ID, token: self.token! }),
      })
    ).json()) as { token: string; expires_in: number };
    expect(exchanged.expires_in).toBe(7200);
    expect((await selfWith(exchanged.token)).username).toBe('admin_riverside');

    const valid = (await (
      await fetch(`${origin}/sharing/rest/oauth2/validateAppAccess`, {
        method: 'POST',
        body: new URLSearchParams({ f: 'json', client_id: WEB_CLIENT_ID, token: exchanged.token }),
      })
    ).json()) as { valid: boolean };
    expect(valid.valid).toBe(true);

    const out = await fetch(
      `${origin}/sharing/rest/oauth2/signout?${new URLSearchParams({ client_id: WEB_CLIENT_ID, redirect_uri: redirectUri })}`,
      { redirect: 'manual', headers: { cookie: session } },
    );
    expect(out.headers.get('location')).toBe(redirectUri);
    expect((await platformSelf()).error?.code).toBe(400);
  });
});

describe('the logs of this suite', () => {
  it('contain no token, code, verifier or password', () => {
    expect(secrets.size).toBeGreaterThan(5);
    const logs = t.logs.join('\n');
    expect(logs).toContain('/sharing/rest/oauth2/token');
    for (const secret of secrets) expect(logs).not.toContain(secret);
    expect(logs).not.toContain(TEST_PASSWORD);
  });
});
