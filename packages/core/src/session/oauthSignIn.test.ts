import { ArcGISIdentityManager } from '@esri/arcgis-rest-request';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_TEST_NOW } from '../testing/buildSession.ts';
import { createFakeOAuthBrowser } from '../testing/createFakeOAuthBrowser.ts';
import { paramsOf, stubFetchRoutes } from '../testing/stubFetchRoutes.ts';
import { beginOAuthSignIn } from './beginOAuthSignIn.ts';
import { completeOAuthSignIn } from './completeOAuthSignIn.ts';
import { createPkcePair } from './createPkcePair.ts';
import type { OAuthSignInOptions } from './OAuthSignInOptions.ts';
import { oauthStorageKeys } from './oauthStorageKeys.ts';

afterEach(() => vi.unstubAllGlobals());

const PORTAL = 'https://portal.test/sharing/rest';
const options: OAuthSignInOptions = { portal: PORTAL, clientId: 'plaza-web', redirectUri: 'https://hub.test/auth' };
const keys = oauthStorageKeys('plaza-web');
const deps = { now: () => SESSION_TEST_NOW, randomBytes: (n: number) => new Uint8Array(n).fill(7) };

/** Starts a sign-in from `from` and returns the page and the authorize URL's parameters. */
async function begin(from = 'https://hub.test/sites/parks', extra: Partial<OAuthSignInOptions> = {}) {
  const page = createFakeOAuthBrowser(from);
  await beginOAuthSignIn({ ...options, ...extra }, page, deps);
  const authorize = new URL(page.navigations[0]!);
  const query: Record<string, string> = {};
  authorize.searchParams.forEach((value, key) => (query[key] = value));
  return { page, authorize, query };
}

/** The redirect URI as the portal sends the user back. */
function returnUrl(params: Record<string, string>, where: 'query' | 'hash' = 'query'): string {
  const text = new URLSearchParams(params).toString();
  return where === 'query' ? `https://hub.test/auth?${text}` : `https://hub.test/auth#${text}`;
}

describe('beginOAuthSignIn', () => {
  it('stores state and verifier and leaves for the authorize page with PKCE S256', async () => {
    const { page, authorize, query } = await begin();
    const expected = await createPkcePair(deps);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${PORTAL}/oauth2/authorize`);
    expect(query).toMatchObject({
      client_id: 'plaza-web',
      response_type: 'code',
      expiration: '20160',
      redirect_uri: 'https://hub.test/auth',
      locale: '',
      code_challenge: expected.challenge,
      code_challenge_method: 'S256',
    });
    const stateId = page.storage.getItem(keys.state);
    expect(stateId).toMatch(/^[\w-]{43}$/);
    expect(JSON.parse(query.state!)).toEqual({ id: stateId, originalUrl: 'https://hub.test/sites/parks' });
    expect(page.storage.getItem(keys.codeVerifier)).toBe(expected.verifier);
  });

  it('asks for a token in the hash without PKCE when pkce is false', async () => {
    const { page, query } = await begin(undefined, { pkce: false, expiration: 60, locale: 'fr' });
    expect(query).toMatchObject({ response_type: 'token', expiration: '60', locale: 'fr' });
    expect(query.code_challenge).toBeUndefined();
    expect(page.storage.getItem(keys.codeVerifier)).toBeNull();
  });

  it('goes through the social authorize page for a social provider', async () => {
    const { authorize, query } = await begin(undefined, { provider: 'google', params: { prompt: 'login' } });
    expect(authorize.pathname).toBe('/sharing/rest/oauth2/social/authorize');
    expect(query).toMatchObject({
      socialLoginProviderName: 'google',
      autoAccountCreateForSocial: 'true',
      prompt: 'login',
    });
  });
});

describe('completeOAuthSignIn', () => {
  it('exchanges the code with the PKCE verifier and builds the session (token 1 s early, refresh 1 min early)', async () => {
    const { page, query } = await begin();
    const verifier = page.storage.getItem(keys.codeVerifier);
    const stub = stubFetchRoutes({
      [`POST ${PORTAL}/oauth2/token`]: () => ({
        access_token: 'token-1',
        expires_in: 1800,
        username: 'casey',
        refresh_token: 'refresh-1',
        refresh_token_expires_in: 1_209_600,
        ssl: true,
      }),
    });
    vi.stubGlobal('fetch', stub.fetch);
    page.setUrl(returnUrl({ code: 'the-code', state: query.state! }));

    const result = await completeOAuthSignIn(options, page, deps);

    expect(paramsOf(stub.calls[0]!)).toMatchObject({
      grant_type: 'authorization_code',
      client_id: 'plaza-web',
      redirect_uri: 'https://hub.test/auth',
      code: 'the-code',
      code_verifier: verifier,
    });
    expect(result).toEqual({
      returnTo: 'https://hub.test/sites/parks',
      session: {
        portal: PORTAL,
        username: 'casey',
        token: 'token-1',
        tokenExpires: SESSION_TEST_NOW + 1_800_000 - 1000,
        ssl: true,
        provider: 'arcgis',
        tokenDuration: 20160,
        clientId: 'plaza-web',
        redirectUri: 'https://hub.test/auth',
        refreshToken: 'refresh-1',
        refreshTokenExpires: SESSION_TEST_NOW + 1_209_600_000 - 60_000,
        federatedServers: {},
      },
    });
    expect(page.storage.items.size).toBe(0);
  });

  it('reads a legacy token from the URL hash, 60 s early', async () => {
    const { page, query } = await begin(undefined, { pkce: false });
    page.setUrl(
      returnUrl(
        { access_token: 'hash-token', expires_in: '7200', username: 'casey', ssl: 'true', state: query.state! },
        'hash',
      ),
    );
    const { session } = await completeOAuthSignIn({ ...options, pkce: false }, page, deps);
    expect(session).toMatchObject({
      token: 'hash-token',
      tokenExpires: SESSION_TEST_NOW + 7_200_000 - 60_000,
      ssl: true,
    });
    expect(session.refreshToken).toBeUndefined();
  });

  it('raises the returned error and its description', async () => {
    const denied = await begin();
    denied.page.setUrl(
      returnUrl({
        error: 'access_denied',
        error_description: 'The user denied your request.',
        state: denied.query.state!,
      }),
    );
    await expect(completeOAuthSignIn(options, denied.page, deps)).rejects.toMatchObject({
      code: 'ACCESS_DENIED',
      message: 'The user denied your request.',
    });

    const other = await begin(undefined, { pkce: false });
    other.page.setUrl(returnUrl({ error: 'invalid_request', state: other.query.state! }, 'hash'));
    await expect(completeOAuthSignIn(options, other.page, deps)).rejects.toMatchObject({
      code: 'OAUTH_ERROR',
      message: 'Unknown error',
    });
  });

  it('raises "Unknown error" for a return that carries neither token nor error', async () => {
    const { page, query } = await begin();
    page.setUrl(returnUrl({ state: query.state! }, 'hash'));
    await expect(completeOAuthSignIn(options, page, deps)).rejects.toMatchObject({
      code: 'OAUTH_ERROR',
      message: 'Unknown error',
    });
  });

  it('refuses a return whose state was not stored here, does not match, or was already used', async () => {
    const fresh = createFakeOAuthBrowser('https://hub.test/');
    fresh.setUrl(returnUrl({ code: 'c', state: JSON.stringify({ id: 'x' }) }));
    await expect(completeOAuthSignIn(options, fresh, deps)).rejects.toMatchObject({ code: 'NO_AUTH_STATE' });

    const { page } = await begin();
    page.setUrl(returnUrl({ code: 'c', state: JSON.stringify({ id: 'forged' }) }));
    await expect(completeOAuthSignIn(options, page, deps)).rejects.toMatchObject({ code: 'MISMATCHED_AUTH_STATE' });
    await expect(completeOAuthSignIn(options, page, deps)).rejects.toMatchObject({ code: 'NO_AUTH_STATE' });
  });

  it('reports the portal refusing the code as OAUTH_ERROR with its message', async () => {
    const { page, query } = await begin();
    vi.stubGlobal(
      'fetch',
      stubFetchRoutes({
        [`POST ${PORTAL}/oauth2/token`]: () => ({
          error: { code: 400, message: 'Invalid authorization code', details: [] },
        }),
      }).fetch,
    );
    page.setUrl(returnUrl({ code: 'used', state: query.state! }));
    await expect(completeOAuthSignIn(options, page, deps)).rejects.toMatchObject({
      code: 'OAUTH_ERROR',
      message: 'Invalid authorization code',
      status: 400,
    });
  });

  it('reads an RFC 6749 error answer (HTTP 400) from the token endpoint', async () => {
    const { page, query } = await begin();
    const body = { error: 'invalid_grant', error_description: 'The authorization code is invalid or expired.' };
    vi.stubGlobal(
      'fetch',
      stubFetchRoutes({ [`POST ${PORTAL}/oauth2/token`]: () => Response.json(body, { status: 400 }) }).fetch,
    );
    page.setUrl(returnUrl({ code: 'stale', state: query.state! }));
    await expect(completeOAuthSignIn(options, page, deps)).rejects.toMatchObject({
      code: 'OAUTH_ERROR',
      message: 'The authorization code is invalid or expired.',
      status: 400,
    });
  });

  it("leaves the sign-in in the client library's format: its completeOAuth2 finishes a redirect begun here", async () => {
    const { page, query } = await begin();
    vi.stubGlobal(
      'fetch',
      stubFetchRoutes({
        [`POST ${PORTAL}/oauth2/token`]: (r) => ({
          access_token: `for-${r.params.get('code_verifier')}`,
          expires_in: 1800,
          username: 'casey',
        }),
      }).fetch,
    );
    const back = new URL(returnUrl({ code: 'the-code', state: query.state! }));
    const verifier = page.storage.getItem(keys.codeVerifier);
    const win = {
      localStorage: page.storage,
      location: { href: back.href, search: back.search, hash: back.hash },
      history: { state: null, replaceState: () => undefined },
    };
    const manager = await ArcGISIdentityManager.completeOAuth2({ ...options, popup: false }, win);
    expect(manager.token).toBe(`for-${verifier}`);
    expect(manager.username).toBe('casey');
  });
});
