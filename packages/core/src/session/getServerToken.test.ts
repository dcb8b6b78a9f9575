import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSession, SESSION_TEST_NOW, SESSION_TEST_PORTAL } from '../testing/buildSession.ts';
import { paramsOf, stubFetchRoutes, type StubRoute } from '../testing/stubFetchRoutes.ts';
import { getServerToken } from './getServerToken.ts';

afterEach(() => vi.unstubAllGlobals());

const SERVER = 'https://maps.test/arcgis';
const LAYER = 'https://MAPS.test/arcgis/rest/services/Parks/FeatureServer/0';
const TOKEN_SERVICE = 'https://portal.test/sharing/rest/generateToken';
const DAY = 24 * 60 * 60 * 1000;
const now = () => SESSION_TEST_NOW;

function federatedPortal(tokenAnswer: StubRoute, owningSystemUrl = 'https://portal.test') {
  return stubFetchRoutes({
    [`GET ${SERVER}/rest/info`]: () => ({
      owningSystemUrl,
      authInfo: { isTokenBasedSecurity: true, tokenServicesUrl: 'x' },
    }),
    [`GET https://portal.test/sharing/rest/info`]: () => ({ authInfo: { tokenServicesUrl: TOKEN_SERVICE } }),
    [`POST ${TOKEN_SERVICE}`]: tokenAnswer,
  });
}

describe('getServerToken', () => {
  it('asks the owning portal for a token for the server root and caches it', async () => {
    const stub = federatedPortal(() => ({ token: 'server-token', expires: SESSION_TEST_NOW + 3 * DAY }));
    vi.stubGlobal('fetch', stub.fetch);
    const session = buildSession({ tokenDuration: 120 });

    const result = await getServerToken(session, LAYER, { now, referer: 'https://hub.test' });

    expect(result.token).toBe('server-token');
    expect(paramsOf(stub.calls[2]!)).toMatchObject({
      token: 'token-1',
      serverUrl: SERVER,
      expiration: '120',
      client: 'referer',
      referer: 'https://hub.test',
    });
    expect(result.session.federatedServers).toEqual({
      [SERVER]: { token: 'server-token', expires: SESSION_TEST_NOW + DAY },
    });
    expect(session.federatedServers).toEqual({});

    const again = await getServerToken(result.session, `${SERVER}/rest/services/Other/MapServer`, {
      now: () => SESSION_TEST_NOW + DAY - 1,
    });
    expect(again.token).toBe('server-token');
    expect(stub.calls).toHaveLength(3);
  });

  it("keeps the token's own expiry when it is sooner than 24 hours, and fetches again after it", async () => {
    let issued = 0;
    const stub = federatedPortal(() => ({ token: `server-${++issued}`, expires: SESSION_TEST_NOW + 1000 }));
    vi.stubGlobal('fetch', stub.fetch);
    const first = await getServerToken(buildSession(), LAYER, { now });
    expect(first.session.federatedServers[SERVER]).toEqual({ token: 'server-1', expires: SESSION_TEST_NOW + 1000 });
    const second = await getServerToken(first.session, LAYER, { now: () => SESSION_TEST_NOW + 1000 });
    expect(second.token).toBe('server-2');
  });

  it('sends username and password to the token service for a password session', async () => {
    const stub = federatedPortal(() => ({ token: 'server-token', expires: SESSION_TEST_NOW + DAY }));
    vi.stubGlobal('fetch', stub.fetch);
    await getServerToken(buildSession({ password: 'pw' }), LAYER, { now });
    expect(paramsOf(stub.calls[2]!)).toMatchObject({ username: 'casey', password: 'pw' });
    expect(paramsOf(stub.calls[2]!).token).toBeUndefined();
  });

  it('refreshes an expired portal token before asking for a server token', async () => {
    const stub = stubFetchRoutes({
      [`GET ${SERVER}/rest/info`]: () => ({ owningSystemUrl: 'https://portal.test' }),
      [`GET https://portal.test/sharing/rest/info`]: () => ({ authInfo: { tokenServicesUrl: TOKEN_SERVICE } }),
      [`POST ${SESSION_TEST_PORTAL}/oauth2/token`]: () => ({ access_token: 'token-2', expires_in: 60 }),
      [`POST ${TOKEN_SERVICE}`]: (r) => ({ token: `for-${r.params.get('token')}` }),
    });
    vi.stubGlobal('fetch', stub.fetch);
    const expired = buildSession({ tokenExpires: SESSION_TEST_NOW, clientId: 'plaza-web', refreshToken: 'r' });
    const result = await getServerToken(expired, LAYER, { now });
    expect(result.token).toBe('for-token-2');
    expect(result.session.token).toBe('token-2');
  });

  it('fails with NOT_FEDERATED when another portal owns the server', async () => {
    vi.stubGlobal('fetch', federatedPortal(() => ({}), 'https://elsewhere.test').fetch);
    await expect(getServerToken(buildSession(), LAYER, { now })).rejects.toMatchObject({
      code: 'NOT_FEDERATED',
      message: `${SERVER} is not federated with ${SESSION_TEST_PORTAL}.`,
    });
  });

  it('fails with NOT_FEDERATED when no portal owns the server and it is not trusted', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetchRoutes({ [`GET ${SERVER}/rest/info`]: () => ({ authInfo: { tokenServicesUrl: `${SERVER}/tokens/` } }) })
        .fetch,
    );
    await expect(getServerToken(buildSession(), LAYER, { now })).rejects.toMatchObject({
      code: 'NOT_FEDERATED',
      message: `${SERVER} is not federated with any portal and is not explicitly trusted.`,
    });
  });

  it("uses a trusted stand-alone server's own token service once its cached token has expired", async () => {
    const stub = stubFetchRoutes({
      [`GET ${SERVER}/rest/info`]: () => ({ authInfo: { tokenServicesUrl: `${SERVER}/tokens/generateToken` } }),
      [`POST ${SERVER}/tokens/generateToken`]: () => ({ token: 'renewed' }),
    });
    vi.stubGlobal('fetch', stub.fetch);
    const trusted = buildSession({ federatedServers: { [SERVER]: { token: 'old', expires: SESSION_TEST_NOW } } });
    const result = await getServerToken(trusted, LAYER, { now });
    expect(result.token).toBe('renewed');
    expect(result.session.federatedServers[SERVER]).toEqual({ token: 'renewed', expires: SESSION_TEST_NOW + DAY });
  });

  it('fails with GENERATE_TOKEN_FOR_SERVER_FAILED when the token service refuses', async () => {
    vi.stubGlobal(
      'fetch',
      federatedPortal(() => ({ error: { code: 400, message: 'Unable to generate token.', details: [] } })).fetch,
    );
    await expect(getServerToken(buildSession(), LAYER, { now })).rejects.toMatchObject({
      code: 'GENERATE_TOKEN_FOR_SERVER_FAILED',
      message: 'Unable to generate token.',
    });
  });
});
