import { request } from '@esri/arcgis-rest-request';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSession, SESSION_TEST_NOW, SESSION_TEST_PORTAL } from '../testing/buildSession.ts';
import { stubFetchRoutes } from '../testing/stubFetchRoutes.ts';
import { createSessionHandle } from './createSessionHandle.ts';
import type { Session } from './Session.ts';

afterEach(() => vi.unstubAllGlobals());

const SERVER = 'https://maps.test/arcgis';
const LAYER = `${SERVER}/rest/services/Parks/FeatureServer/0`;
const expired = buildSession({ tokenExpires: SESSION_TEST_NOW, clientId: 'plaza-web', refreshToken: 'r' });
const deps = { now: () => SESSION_TEST_NOW };

function refreshingPortal() {
  let issued = 1;
  return stubFetchRoutes({
    [`POST ${SESSION_TEST_PORTAL}/oauth2/token`]: () => ({ access_token: `token-${++issued}`, expires_in: 600 }),
    [`GET ${SESSION_TEST_PORTAL}/community/self`]: (r) => ({ username: 'casey', sentToken: r.params.get('token') }),
    [`GET ${SERVER}/rest/info`]: () => ({ owningSystemUrl: 'https://portal.test' }),
    [`GET https://portal.test/sharing/rest/info`]: () => ({
      authInfo: { tokenServicesUrl: `${SESSION_TEST_PORTAL}/generateToken` },
    }),
    [`POST ${SESSION_TEST_PORTAL}/generateToken`]: (r) => ({
      token: `server-for-${r.params.get('token')}`,
      expires: SESSION_TEST_NOW + 60_000,
    }),
    [`GET ${LAYER}`]: (r) => ({ sentToken: r.params.get('token') ?? null }),
    [`GET https://open.test/arcgis/rest/info`]: () => ({}),
    [`GET https://open.test/arcgis/rest/services/Open/FeatureServer/0`]: (r) => ({
      sentToken: r.params.get('token') ?? null,
    }),
  });
}

describe('createSessionHandle', () => {
  it('uses an unexpired token as it is', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const handle = createSessionHandle(buildSession(), { deps });
    expect(await handle.getToken(`${SESSION_TEST_PORTAL}/content/items/abc`)).toBe('token-1');
    expect(await handle.getUsername()).toBe('casey');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refreshes an expired token once for concurrent callers and reports the new record', async () => {
    const stub = refreshingPortal();
    vi.stubGlobal('fetch', stub.fetch);
    const changes: Session[] = [];
    const handle = createSessionHandle(expired, { deps, onChange: (s) => changes.push(s) });
    const tokens = await Promise.all([
      handle.getToken(`${SESSION_TEST_PORTAL}/a`),
      handle.getToken(`${SESSION_TEST_PORTAL}/b`),
    ]);
    expect(tokens).toEqual(['token-2', 'token-2']);
    expect(stub.calls.filter((c) => c.url.endsWith('/oauth2/token'))).toHaveLength(1);
    expect(changes.map((s) => s.token)).toEqual(['token-2']);
    expect(handle.current().token).toBe('token-2');
  });

  it('is the authentication of client-library requests, with federated server tokens', async () => {
    const stub = refreshingPortal();
    vi.stubGlobal('fetch', stub.fetch);
    const changes: Session[] = [];
    const handle = createSessionHandle(buildSession(), { deps, onChange: (s) => changes.push(s) });

    expect(
      await request(`${SESSION_TEST_PORTAL}/community/self`, { authentication: handle, httpMethod: 'GET' }),
    ).toMatchObject({
      sentToken: 'token-1',
    });
    expect(await request(LAYER, { authentication: handle, httpMethod: 'GET' })).toEqual({
      sentToken: 'server-for-token-1',
    });
    expect(await request(LAYER, { authentication: handle, httpMethod: 'GET' })).toEqual({
      sentToken: 'server-for-token-1',
    });
    expect(stub.calls.filter((c) => c.url === `${SERVER}/rest/info`)).toHaveLength(1);
    expect(changes.at(-1)?.federatedServers[SERVER]).toEqual({
      token: 'server-for-token-1',
      expires: SESSION_TEST_NOW + 60_000,
    });
  });

  it('sends no token to a server that is not federated and answers without one, and remembers it', async () => {
    const stub = refreshingPortal();
    vi.stubGlobal('fetch', stub.fetch);
    const handle = createSessionHandle(buildSession(), { deps });
    const open = 'https://open.test/arcgis/rest/services/Open/FeatureServer/0';
    expect(await request(open, { authentication: handle, httpMethod: 'GET' })).toEqual({ sentToken: null });
    expect(await request(open, { authentication: handle, httpMethod: 'GET' })).toEqual({ sentToken: null });
    expect(stub.calls.filter((c) => c.url === 'https://open.test/arcgis/rest/info')).toHaveLength(1);
  });

  it('refresh() renews even an unexpired token and drops cached server tokens', async () => {
    vi.stubGlobal('fetch', refreshingPortal().fetch);
    const cached = { [SERVER]: { token: 'old-server', expires: SESSION_TEST_NOW + 60_000 } };
    const handle = createSessionHandle(
      buildSession({ clientId: 'plaza-web', refreshToken: 'r', federatedServers: cached }),
      { deps },
    );
    const fresh = await handle.refresh();
    expect(fresh.token).toBe('token-2');
    expect(fresh.federatedServers).toEqual({});
    expect(await handle.getToken(LAYER)).toBe('server-for-token-2');
  });

  it('lets a failed refresh reach the caller, and tries again on the next call', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    const handle = createSessionHandle(expired, { deps });
    await expect(handle.getToken(`${SESSION_TEST_PORTAL}/a`)).rejects.toMatchObject({ code: 'TOKEN_REFRESH_FAILED' });
    vi.stubGlobal('fetch', refreshingPortal().fetch);
    expect(await handle.getToken(`${SESSION_TEST_PORTAL}/a`)).toBe('token-2');
  });
});
