import {
  beginOAuthSignIn,
  completeOAuthSignIn,
  createSessionHandle,
  exchangeRefreshToken,
  exchangeSessionToken,
  getPortalSelf,
  getServerToken,
  refreshWithRefreshToken,
  restoreSession,
  revokeSession,
  serializeSession,
  signInWithPassword,
  signInWithPlatformSelf,
  signOutUrl,
  validateSessionAppAccess,
  withAuthRetry,
  type OAuthSignInOptions,
  type Session,
} from '@plaza/core';
import { createFakeOAuthBrowser } from '@plaza/core/testing';
import { request } from '@esri/arcgis-rest-request';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashSecret } from './auth/tokenSecret.ts';
import { findAccessToken } from './db/repositories/accessTokenRepository.ts';
import { insertOAuthApp } from './db/repositories/oauthRepository.ts';
import { TEST_PASSWORD } from './testing/testDatabase.ts';
import { createTestApp, type TestApp } from './testing/testApp.ts';

// The session code of @plaza/core (issue 5, Session) against a listening embedded portal: the same
// HTTP a browser or another portal client would use. Clocks are injected on the client side only.
let t: TestApp;
let origin: string;
let portal: string;
let oauth: OAuthSignInOptions;
const USERNAME = 'publisher_riverside';

beforeAll(async () => {
  t = await createTestApp();
  origin = await t.listen();
  portal = `${origin}/sharing/rest`;
  oauth = { portal, clientId: 'plaza-web', redirectUri: `http://localhost:${t.config.port}/auth/callback` };
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => vi.unstubAllGlobals());

/** `GET community/self` with the session as authentication: who the portal thinks we are. */
async function whoAmI(session: Session, now = () => Date.now()): Promise<string> {
  const handle = createSessionHandle(session, { deps: { now } });
  const self: unknown = await request(`${portal}/community/self`, { authentication: handle, httpMethod: 'GET' });
  return (self as { username?: string }).username ?? '(anonymous)';
}

/**
 * Signs in through the portal's own sign-in page the way a browser does: the page the redirect
 * leads to, its form (hidden fields and CSRF cookie), the credentials posted, and the redirect back.
 */
async function signInThroughPortalPage(authorizeUrl: string): Promise<{ location: string; cookie: string }> {
  const page = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(page.status).toBe(200);
  const html = await page.text();
  const fields = new URLSearchParams();
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields.set(decodeEntities(match[1]!), decodeEntities(match[2]!));
  }
  fields.set('username', USERNAME);
  fields.set('password', TEST_PASSWORD);
  const csrfCookie = page.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const posted = await fetch(`${origin}/sharing/rest/oauth2/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: csrfCookie },
    body: fields,
  });
  expect(posted.status).toBe(302);
  const cookie = posted.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { location: posted.headers.get('location')!, cookie };
}

/** The portal's sign-in page for an authorize URL, and where its Cancel link leads. */
async function cancelLinkOf(authorizeUrl: string): Promise<string> {
  const html = await (await fetch(authorizeUrl, { redirect: 'manual' })).text();
  const href = /<a href="([^"]+)"/.exec(html)?.[1];
  expect(href).toBeDefined();
  return decodeEntities(href!);
}

function decodeEntities(text: string): string {
  return text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

/** A full authorization-code sign-in with PKCE, from the page the user was on. */
async function oauthSignIn(from = 'http://localhost/sites/parks') {
  const browser = createFakeOAuthBrowser(from);
  await beginOAuthSignIn(oauth, browser);
  const authorizeUrl = browser.navigations[0]!;
  const { location, cookie } = await signInThroughPortalPage(authorizeUrl);
  browser.setUrl(location);
  const result = await completeOAuthSignIn(oauth, browser);
  return { ...result, authorizeUrl, location, cookie };
}

describe('session against the embedded portal: username and password', () => {
  it('signs in with generateToken and reads the user', async () => {
    const session = await signInWithPassword({ portal, username: USERNAME, password: TEST_PASSWORD });
    expect(session).toMatchObject({ portal, username: USERNAME, provider: 'arcgis', tokenDuration: 20160, ssl: false });
    expect(session.tokenExpires).toBeGreaterThan(Date.now());
    expect(await whoAmI(session)).toBe(USERNAME);
  });

  it('refuses wrong credentials with SIGN_IN_FAILED and the portal message', async () => {
    await expect(
      signInWithPassword({ portal, username: USERNAME, password: 'not-the-password' }),
    ).rejects.toMatchObject({
      code: 'SIGN_IN_FAILED',
      message: 'Unable to generate token.',
      status: 400,
    });
  });

  it('refreshes by password once the token has expired, and the new token works', async () => {
    const session = await signInWithPassword({ portal, username: USERNAME, password: TEST_PASSWORD });
    const changes: Session[] = [];
    const afterExpiry = () => session.tokenExpires;
    const handle = createSessionHandle(session, { deps: { now: afterExpiry }, onChange: (s) => changes.push(s) });
    const self: unknown = await request(`${portal}/community/self`, { authentication: handle, httpMethod: 'GET' });
    expect(self).toMatchObject({ username: USERNAME });
    expect(changes).toHaveLength(1);
    expect(changes[0]!.token).not.toBe(session.token);
    expect(await whoAmI(changes[0]!)).toBe(USERNAME);
  });

  it('retries a call the portal refuses with 498 after refreshing by password', async () => {
    const session = await signInWithPassword({ portal, username: USERNAME, password: TEST_PASSWORD });
    const handle = createSessionHandle({ ...session, token: 'not-a-token' });
    const self = await withAuthRetry(handle, (authentication) => getPortalSelf({ portal, authentication }));
    expect(self.name).toBe('Riverside');
    expect(handle.current().token).not.toBe('not-a-token');
  });
});

describe('session against the embedded portal: OAuth 2.0 with PKCE', () => {
  it('sends the browser to the sign-in page with PKCE S256 and comes back with a code and the state', async () => {
    const { authorizeUrl, location, session, returnTo } = await oauthSignIn();
    const authorize = new URL(authorizeUrl);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    const back = new URL(location);
    expect(`${back.origin}${back.pathname}`).toBe(oauth.redirectUri);
    expect(back.searchParams.get('state')).toBe(authorize.searchParams.get('state'));
    expect(returnTo).toBe('http://localhost/sites/parks');
    expect(session).toMatchObject({ username: USERNAME, clientId: 'plaza-web', redirectUri: oauth.redirectUri });
    expect(session.refreshToken).toBeTruthy();
    expect(await whoAmI(session)).toBe(USERNAME);
  });

  it('refreshes an expired token with the refresh token', async () => {
    const { session } = await oauthSignIn();
    const handle = createSessionHandle(session, { deps: { now: () => session.tokenExpires } });
    const self = await withAuthRetry(handle, (authentication) => getPortalSelf({ portal, authentication }));
    expect(self.name).toBe('Riverside');
    expect(handle.current().token).not.toBe(session.token);
    // The portal rotates a public client's refresh token on every refresh (issue 12): the handle keeps the new one.
    expect(handle.current().refreshToken).toBeTruthy();
    expect(handle.current().refreshToken).not.toBe(session.refreshToken);
    const again = createSessionHandle(handle.current(), { deps: { now: () => handle.current().tokenExpires } });
    expect((await withAuthRetry(again, (authentication) => getPortalSelf({ portal, authentication }))).name).toBe(
      'Riverside',
    );
  });

  it('renews an expiring refresh token by exchange, and the portal rotates it', async () => {
    const { session } = await oauthSignIn();
    const renewed = await exchangeRefreshToken(session, { now: () => session.refreshTokenExpires! });
    expect(renewed.refreshToken).not.toBe(session.refreshToken);
    expect(renewed.refreshTokenExpires).toBeGreaterThan(session.refreshTokenExpires!);
    expect(await whoAmI(renewed)).toBe(USERNAME);

    // The spent refresh token is refused, and presenting it revokes the family (PORTAL-API.md).
    await expect(refreshWithRefreshToken(session)).rejects.toMatchObject({
      code: 'TOKEN_REFRESH_FAILED',
      message: 'Unable to refresh token.',
    });
    await expect(refreshWithRefreshToken(renewed)).rejects.toMatchObject({ code: 'TOKEN_REFRESH_FAILED' });
  });

  it('restores a stored OAuth session only while its token has not expired', async () => {
    const { session } = await oauthSignIn();
    const stored = serializeSession(session);
    const restored = restoreSession(stored);
    expect(restored).toEqual(session);
    expect(await whoAmI(restored!)).toBe(USERNAME);
    expect(restoreSession(stored, { now: () => session.tokenExpires })).toBeUndefined();
  });

  it('refuses a code presented twice', async () => {
    const browser = createFakeOAuthBrowser('http://localhost/');
    await beginOAuthSignIn(oauth, browser);
    const verifier = browser.storage.items.get('ARCGIS_REST_JS_CODE_VERIFIER_plaza-web')!;
    const state = browser.storage.items.get('ARCGIS_REST_JS_AUTH_STATE_plaza-web')!;
    const { location } = await signInThroughPortalPage(browser.navigations[0]!);
    browser.setUrl(location);
    await completeOAuthSignIn(oauth, browser);

    browser.storage.setItem('ARCGIS_REST_JS_CODE_VERIFIER_plaza-web', verifier);
    browser.storage.setItem('ARCGIS_REST_JS_AUTH_STATE_plaza-web', state);
    await expect(completeOAuthSignIn(oauth, browser)).rejects.toMatchObject({
      code: 'OAUTH_ERROR',
      message: 'The authorization code was already used; its tokens are revoked.',
      status: 400,
    });
  });

  it('signs in again from the portal session cookie with platformSelf', async () => {
    const { cookie } = await oauthSignIn();
    const realFetch = globalThis.fetch;
    // A browser would send the portal's cookie itself; Node's fetch keeps no cookie jar.
    vi.stubGlobal('fetch', (input: string | URL | Request, init: RequestInit = {}) =>
      realFetch(input, { ...init, headers: { ...(init.headers as Record<string, string>), cookie } }),
    );
    const session = await signInWithPlatformSelf(oauth);
    vi.unstubAllGlobals();
    expect(session).toMatchObject({ username: USERNAME, clientId: 'plaza-web' });
    expect(await whoAmI(session)).toBe(USERNAME);
  });

  it('exchanges the token for the client and validates app access', async () => {
    const { session } = await oauthSignIn();
    const exchanged = await exchangeSessionToken(session, 'plaza-web');
    expect(await whoAmI({ ...session, token: exchanged })).toBe(USERNAME);
    expect(await validateSessionAppAccess(session, 'plaza-web')).toMatchObject({ valid: true });
  });

  // The client library always posts to `/oauth2/revokeToken/` (trailing slash), as real portals accept.
  it('revokes the tokens of a sign-in: neither the token nor the refresh token works afterwards', async () => {
    const { session } = await oauthSignIn();
    await revokeSession(session);
    await expect(getPortalSelf({ portal, authentication: session.token })).rejects.toMatchObject({ status: 498 });
    await expect(refreshWithRefreshToken(session)).rejects.toMatchObject({ code: 'TOKEN_REFRESH_FAILED' });
  });

  it('signs out at the portal and comes back to the app', async () => {
    const { cookie } = await oauthSignIn();
    const back = `http://localhost:${t.config.port}/auth/callback`;
    const res = await fetch(signOutUrl(oauth, back), { redirect: 'manual', headers: { cookie } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(back);
  });
});

describe('session against the embedded portal: the OAuth return', () => {
  it('reads a legacy token from the URL hash for a client allowed the implicit grant, 60 s early', async () => {
    const legacy: OAuthSignInOptions = {
      portal,
      clientId: 'legacy-app',
      redirectUri: 'http://localhost/legacy/callback',
      pkce: false,
      expiration: 120,
    };
    await insertOAuthApp(t.db, {
      client_id: 'legacy-app',
      name: 'Legacy app',
      client_type: 'public',
      client_secret_hash: null,
      redirect_uris: JSON.stringify([legacy.redirectUri]),
      allow_implicit: true,
      org_id: null,
      created: Date.now(),
    });
    const browser = createFakeOAuthBrowser('http://localhost/legacy/');
    await beginOAuthSignIn(legacy, browser);
    const { location } = await signInThroughPortalPage(browser.navigations[0]!);
    const back = new URL(location);
    expect(back.search).toBe('');
    const hash = new URLSearchParams(back.hash.slice(1));
    browser.setUrl(location);
    const now = Date.now();
    const { session } = await completeOAuthSignIn(legacy, browser, { now: () => now });
    expect(session).toMatchObject({ username: USERNAME, token: hash.get('access_token'), tokenDuration: 120 });
    expect(session.tokenExpires).toBe(now + Number(hash.get('expires_in')) * 1000 - 60_000);
    expect(session.refreshToken).toBeUndefined();
    expect(await whoAmI(session)).toBe(USERNAME);
  });

  it('raises the error the portal returns and its description', async () => {
    const browser = createFakeOAuthBrowser('http://localhost/');
    await beginOAuthSignIn({ ...oauth, pkce: false }, browser);
    const refused = await fetch(browser.navigations[0]!, { redirect: 'manual' });
    expect(refused.status).toBe(302);
    browser.setUrl(refused.headers.get('location')!);
    await expect(completeOAuthSignIn({ ...oauth, pkce: false }, browser)).rejects.toMatchObject({
      code: 'OAUTH_ERROR',
      message: 'This client may not use the implicit flow.',
    });
  });

  it('raises ACCESS_DENIED when the user cancels on the portal sign-in page', async () => {
    const browser = createFakeOAuthBrowser('http://localhost/');
    await beginOAuthSignIn(oauth, browser);
    browser.setUrl(await cancelLinkOf(browser.navigations[0]!));
    await expect(completeOAuthSignIn(oauth, browser)).rejects.toMatchObject({ code: 'ACCESS_DENIED' });
  });
});

describe('session against the embedded portal: federated server tokens (ADR 0102)', () => {
  const layer = (service = 'Parks') => `${origin}/arcgis/rest/services/${service}/FeatureServer/0`;

  /** Every URL the client fetches while `run` runs. */
  async function fetchesOf<T>(run: () => Promise<T>): Promise<{ result: T; urls: string[] }> {
    const real = globalThis.fetch;
    const urls: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      urls.push((input instanceof Request ? input.url : String(input)).split('?')[0]!);
      return real(input, init);
    });
    try {
      return { result: await run(), urls };
    } finally {
      vi.unstubAllGlobals();
    }
  }

  it('reads the server info, then the portal info, then asks generateToken with the token and serverUrl', async () => {
    const { session } = await oauthSignIn();
    const { result, urls } = await fetchesOf(() => getServerToken(session, layer()));
    expect(urls).toEqual([`${origin}/arcgis/rest/info`, `${portal}/info`, `${portal}/generateToken`]);
    expect(result.token).toBe(session.token);
    const row = await findAccessToken(t.db, hashSecret(result.token));
    expect(result.session.federatedServers).toEqual({
      [`${origin}/arcgis`]: { token: result.token, expires: row!.expires },
    });
    expect(await whoAmI({ ...session, token: result.token })).toBe(USERNAME);

    // Another service of the same server: the cached token, no request.
    const again = await fetchesOf(() => getServerToken(result.session, layer('Trails')));
    expect(again.urls).toEqual([]);
    expect(again.result.token).toBe(result.token);
  });

  it('asks with username and password for a password session, and the token it gets works', async () => {
    const session = await signInWithPassword({ portal, username: USERNAME, password: TEST_PASSWORD });
    const { token } = await getServerToken(session, layer());
    expect(token).not.toBe(session.token);
    expect(await whoAmI({ ...session, token })).toBe(USERNAME);
  });

  it('refreshes an expired portal token first, and the server token is the fresh one', async () => {
    const { session } = await oauthSignIn();
    const { token, session: next } = await getServerToken(session, layer(), { now: () => session.tokenExpires });
    expect(token).not.toBe(session.token);
    expect(token).toBe(next.token);
    expect(await whoAmI(next)).toBe(USERNAME);
  });

  it('fails with the portal 498 once the session is revoked', async () => {
    const { session } = await oauthSignIn();
    await revokeSession(session);
    await expect(getServerToken(session, layer())).rejects.toMatchObject({
      code: 'GENERATE_TOKEN_FOR_SERVER_FAILED',
      status: 498,
    });
  });
});

describe('session against the embedded portal: secrets', () => {
  it('never writes a password, token or refresh token into the server log', async () => {
    const { session } = await oauthSignIn();
    const logs = t.logs.join('\n');
    expect(logs).not.toContain(TEST_PASSWORD);
    expect(logs).not.toContain(session.token);
    expect(logs).not.toContain(session.refreshToken!);
  });
});
