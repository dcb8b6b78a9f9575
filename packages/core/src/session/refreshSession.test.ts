import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSession, SESSION_TEST_NOW, SESSION_TEST_PORTAL } from '../testing/buildSession.ts';
import { paramsOf, stubFetchRoutes } from '../testing/stubFetchRoutes.ts';
import { ensureFreshSession } from './ensureFreshSession.ts';
import { refreshSession } from './refreshSession.ts';

afterEach(() => vi.unstubAllGlobals());

const now = () => SESSION_TEST_NOW;
const tokenUrl = `POST ${SESSION_TEST_PORTAL}/oauth2/token`;
const oauthSession = buildSession({
  clientId: 'plaza-web',
  redirectUri: 'https://hub.test/auth',
  refreshToken: 'refresh-1',
  refreshTokenExpires: SESSION_TEST_NOW + 1000,
  tokenExpires: SESSION_TEST_NOW - 1,
  federatedServers: { 'https://server.test/arcgis': { token: 'fed', expires: SESSION_TEST_NOW + 5000 } },
});

describe('refreshSession', () => {
  it('refreshes by password through generateToken when the session holds one', async () => {
    const stub = stubFetchRoutes({
      [`POST ${SESSION_TEST_PORTAL}/generateToken`]: () => ({ token: 'token-2', expires: SESSION_TEST_NOW + 99 }),
    });
    vi.stubGlobal('fetch', stub.fetch);
    const session = buildSession({
      password: 'pw',
      tokenDuration: 120,
      federatedServers: oauthSession.federatedServers,
    });
    const fresh = await refreshSession(session, { now, referer: 'https://hub.test' });
    expect(stub.calls[0]!.params.get('password')).toBe('pw');
    expect(stub.calls[0]!.params.get('expiration')).toBe('120');
    expect(stub.calls[0]!.params.get('referer')).toBe('https://hub.test');
    expect(fresh).toEqual({ ...session, token: 'token-2', tokenExpires: SESSION_TEST_NOW + 99 });
  });

  it('refreshes by refresh token while the refresh token is unexpired, 1 s early', async () => {
    const stub = stubFetchRoutes({
      [tokenUrl]: () => ({ access_token: 'token-2', expires_in: 1800, username: 'casey' }),
    });
    vi.stubGlobal('fetch', stub.fetch);
    const fresh = await refreshSession(oauthSession, { now });
    expect(paramsOf(stub.calls[0]!)).toMatchObject({
      grant_type: 'refresh_token',
      client_id: 'plaza-web',
      refresh_token: 'refresh-1',
    });
    expect(fresh).toEqual({ ...oauthSession, token: 'token-2', tokenExpires: SESSION_TEST_NOW + 1_800_000 - 1000 });
  });

  it('renews a refresh token past its recorded expiry by exchanging it', async () => {
    const stub = stubFetchRoutes({
      [tokenUrl]: () => ({
        access_token: 'token-2',
        expires_in: 1800,
        refresh_token: 'refresh-2',
        refresh_token_expires_in: 1_209_600,
        ssl: true,
      }),
    });
    vi.stubGlobal('fetch', stub.fetch);
    const fresh = await refreshSession(oauthSession, { now: () => SESSION_TEST_NOW + 1000 });
    expect(paramsOf(stub.calls[0]!)).toMatchObject({
      grant_type: 'exchange_refresh_token',
      client_id: 'plaza-web',
      refresh_token: 'refresh-1',
      redirect_uri: 'https://hub.test/auth',
    });
    expect(fresh.refreshToken).toBe('refresh-2');
    expect(fresh.refreshTokenExpires).toBe(SESSION_TEST_NOW + 1000 + 1_209_600_000 - 60_000);
    expect(fresh.token).toBe('token-2');
    expect(fresh.federatedServers).toBe(oauthSession.federatedServers);
  });

  it('fails with "Unable to refresh token." when there is nothing to refresh with', async () => {
    await expect(refreshSession(buildSession(), { now })).rejects.toMatchObject({
      code: 'TOKEN_REFRESH_FAILED',
      message: 'Unable to refresh token.',
    });
  });

  it('fails with the code of the grant that the portal refused', async () => {
    const refused = () => ({ error: { code: 400, message: 'Invalid refresh_token', details: [] } });
    vi.stubGlobal('fetch', stubFetchRoutes({ [tokenUrl]: refused }).fetch);
    await expect(refreshSession(oauthSession, { now })).rejects.toMatchObject({
      code: 'TOKEN_REFRESH_FAILED',
      message: 'Unable to refresh token.',
      status: 400,
    });
    await expect(refreshSession(oauthSession, { now: () => SESSION_TEST_NOW + 5000 })).rejects.toMatchObject({
      code: 'REFRESH_TOKEN_EXCHANGE_FAILED',
      message: 'Unable to refresh token.',
    });
  });

  it('refuses an exchange answer without a new refresh token', async () => {
    vi.stubGlobal('fetch', stubFetchRoutes({ [tokenUrl]: () => ({ access_token: 't', expires_in: 5 }) }).fetch);
    await expect(refreshSession(oauthSession, { now: () => SESSION_TEST_NOW + 5000 })).rejects.toMatchObject({
      code: 'REFRESH_TOKEN_EXCHANGE_FAILED',
    });
  });

  it('fails with TOKEN_REFRESH_FAILED when the portal cannot be reached', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('fetch failed')));
    await expect(refreshSession(buildSession({ password: 'pw' }), { now })).rejects.toMatchObject({
      code: 'TOKEN_REFRESH_FAILED',
      message: 'Unable to refresh token.',
    });
  });
});

describe('ensureFreshSession', () => {
  it('uses the token while it is unexpired, without calling the portal', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const session = buildSession({ password: 'pw' });
    expect(await ensureFreshSession(session, { now: () => session.tokenExpires - 1 })).toBe(session);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refreshes once the expiry is reached', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetchRoutes({ [`POST ${SESSION_TEST_PORTAL}/generateToken`]: () => ({ token: 'token-2', expires: 5 }) })
        .fetch,
    );
    const session = buildSession({ password: 'pw' });
    const fresh = await ensureFreshSession(session, { now: () => session.tokenExpires });
    expect(fresh.token).toBe('token-2');
  });
});
