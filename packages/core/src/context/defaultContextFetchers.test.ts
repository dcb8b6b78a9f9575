import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPortalSelf } from '../testing/buildContext.ts';
import { paramsOf, stubFetchRoutes, type StubRoute } from '../testing/stubFetchRoutes.ts';
import { loadContext } from './loadContext.ts';

const REST = 'https://plaza.test/sharing/rest';
const portalError = (code: number, messageCode: string) => () => ({
  error: { code, messageCode, message: 'failed', details: [] },
});

function routes(overrides: Record<string, StubRoute> = {}) {
  return stubFetchRoutes({
    [`GET ${REST}/portals/self`]: () => buildPortalSelf({ license: 'hub-basic' }),
    [`GET ${REST}/community/self`]: () => ({
      username: 'casey',
      orgId: 'org1',
      privileges: ['portal:user:createItem'],
      groups: [{ id: 'g1', title: 'Parks', owner: 'jo', access: 'org', userMembership: { memberType: 'admin' } }],
    }),
    [`GET ${REST}/portals/self/trustedOrgs`]: () => ({
      trustedOrgs: [{ from: { orgId: 'org1' }, to: { orgId: 'org2' } }],
    }),
    [`GET ${REST}/portals/org1/limits`]: () => ({ limitValue: 40 }),
    [`GET ${REST}/community/users/casey/resources/hubSettings.json`]: () => ({
      schemaVersion: 1,
      username: 'casey',
      preview: { workspace: true },
    }),
    // The hub's services check (issue 23): a Plaza keeping no notifications service.
    [`GET https://plaza.test/api/status/v1`]: () => ({
      services: { portal: 'online', events: 'online', notifications: 'not-available' },
    }),
    ...overrides,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadContext with the default portal calls', () => {
  it('reads the portal, the user, trusted orgs, the group limit and the settings through the portal contract', async () => {
    const stub = routes();
    vi.stubGlobal('fetch', stub.fetch);
    const context = await loadContext({ portal: REST, authentication: 'tok' });
    expect(context).toMatchObject({
      hubLicense: 'hub-basic',
      currentUser: { username: 'casey', groups: [{ id: 'g1', userMembership: { memberType: 'admin' } }] },
      trustedOrgIds: ['org2'],
      groupLimit: 40,
      userHubSettings: { schemaVersion: 1, preview: { workspace: true } },
      featureFlags: { 'hub:feature:workspace': true },
      servicesDirectoryDisabled: false,
      serviceStatus: { portal: 'online', events: 'online', notifications: 'not-available', discussions: 'online' },
    });
    const limits = stub.calls.find((call) => call.url.endsWith('/limits'));
    expect(limits && paramsOf(limits)).toMatchObject({
      limitsType: 'Groups',
      limitName: 'MaxNumUserGroups',
      token: 'tok',
    });
  });

  it('falls back when the limits, trusted orgs and settings calls fail or the settings are malformed', async () => {
    vi.stubGlobal(
      'fetch',
      routes({
        [`GET ${REST}/portals/org1/limits`]: portalError(400, 'LIMITS_FAILED'),
        [`GET ${REST}/portals/self/trustedOrgs`]: portalError(403, 'GWM_0003'),
        [`GET ${REST}/community/users/casey/resources/hubSettings.json`]: () => ({ preview: 'yes' }),
      }).fetch,
    );
    const context = await loadContext({ portal: REST, authentication: 'tok' });
    expect(context).toMatchObject({ groupLimit: 512, trustedOrgs: [], userHubSettings: undefined });
  });

  it('treats a missing settings resource as no settings', async () => {
    vi.stubGlobal(
      'fetch',
      routes({ [`GET ${REST}/community/users/casey/resources/hubSettings.json`]: portalError(400, 'COM_0042') }).fetch,
    );
    expect((await loadContext({ portal: REST, authentication: 'tok' })).userHubSettings).toBeUndefined();
  });

  it("makes two calls for an anonymous visitor: the portal and the hub's services", async () => {
    const stub = routes();
    vi.stubGlobal('fetch', stub.fetch);
    await loadContext({ portal: REST });
    expect(stub.calls.map((call) => call.url)).toEqual([`${REST}/portals/self`, 'https://plaza.test/api/status/v1']);
  });

  it('disables the services directory when the hub cannot say what it serves, keeping the defaults', async () => {
    vi.stubGlobal(
      'fetch',
      routes({ [`GET https://plaza.test/api/status/v1`]: () => new Response('', { status: 404 }) }).fetch,
    );
    const context = await loadContext({ portal: REST });
    expect(context.servicesDirectoryDisabled).toBe(true);
    expect(context.serviceStatus.notifications).toBe('online');
  });
});
