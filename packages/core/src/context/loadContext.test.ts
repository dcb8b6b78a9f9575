import { describe, expect, it, vi } from 'vitest';
import { buildPortalSelf, buildUser } from '../testing/buildContext.ts';
import { loadContext } from './loadContext.ts';
import type { ContextFetchers } from './contextFetchers.ts';

const PORTAL = 'https://plaza.test/sharing/rest';
const session = { portal: PORTAL, username: 'casey', getToken: () => Promise.resolve('tok') };

function fetchers(overrides: Partial<ContextFetchers> = {}) {
  return {
    getPortalSelf: vi.fn(() => Promise.resolve(buildPortalSelf())),
    getCurrentUser: vi.fn(() => Promise.resolve(buildUser())),
    getTrustedOrgs: vi.fn(() => Promise.resolve([{ to: { orgId: 'org7' } }])),
    getGroupLimit: vi.fn(() => Promise.resolve(20)),
    getUserHubSettings: vi.fn(() => Promise.resolve({ schemaVersion: 1, preview: { workspace: true } })),
    checkServices: vi.fn(() => Promise.resolve({ events: 'maintenance' as const })),
    logError: vi.fn(),
    ...overrides,
  };
}

describe('loadContext', () => {
  it('loads an anonymous context with only the portal record and the service check', async () => {
    const calls = fetchers();
    const context = await loadContext({ portal: PORTAL }, calls);
    expect(context).toMatchObject({
      isAuthenticated: false,
      trustedOrgs: [],
      groupLimit: 512,
      userHubSettings: undefined,
    });
    expect(context.serviceStatus.events).toBe('maintenance');
    expect(calls.getPortalSelf).toHaveBeenCalledWith({ portal: PORTAL });
    for (const call of [calls.getCurrentUser, calls.getTrustedOrgs, calls.getGroupLimit, calls.getUserHubSettings]) {
      expect(call).not.toHaveBeenCalled();
    }
  });

  it('loads a signed-in context: user, trusted orgs, group limit, settings, flags from settings and URL', async () => {
    const calls = fetchers();
    const context = await loadContext(
      { portal: PORTAL, authentication: session, searchParams: '?pe=hub:event' },
      calls,
    );
    expect(context).toMatchObject({
      isAuthenticated: true,
      currentUser: { username: 'casey' },
      trustedOrgIds: ['org7'],
      groupLimit: 20,
      userHubSettings: { schemaVersion: 1 },
      featureFlags: { 'hub:feature:workspace': true, 'hub:event': true },
      requestOptions: { portal: PORTAL, authentication: session },
    });
    expect(calls.getGroupLimit).toHaveBeenCalledWith('org1', { portal: PORTAL, authentication: session });
    expect(calls.getUserHubSettings).toHaveBeenCalledWith('casey', { portal: PORTAL, authentication: session });
  });

  it('falls back: trusted orgs [], group limit 512, no settings, services directory disabled', async () => {
    const fail = () => Promise.reject(new Error('nope'));
    const context = await loadContext(
      { portal: PORTAL, authentication: session },
      fetchers({ getTrustedOrgs: fail, getGroupLimit: fail, getUserHubSettings: fail, checkServices: fail }),
    );
    expect(context).toMatchObject({
      trustedOrgs: [],
      groupLimit: 512,
      userHubSettings: undefined,
      servicesDirectoryDisabled: true,
    });
    expect(context.serviceStatus.events).toBe('online');
  });

  it('ignores a group limit that is not a number', async () => {
    const context = await loadContext(
      { portal: PORTAL, authentication: session },
      fetchers({ getGroupLimit: () => Promise.resolve(Number.NaN) }),
    );
    expect(context.groupLimit).toBe(512);
  });

  it('logs the spec message and rethrows when the portal record fails', async () => {
    const error = new Error('portal down');
    const calls = fetchers({ getPortalSelf: () => Promise.reject(error) });
    await expect(loadContext({ portal: `${PORTAL}/`, authentication: session }, calls)).rejects.toBe(error);
    expect(calls.logError).toHaveBeenCalledWith(
      'context manager failed while initializing for casey using https://plaza.test.',
      error,
    );
  });

  it('logs and rethrows when the current user fails; a bare token has no username', async () => {
    const error = new Error('invalid token');
    const calls = fetchers({ getCurrentUser: () => Promise.reject(error) });
    await expect(loadContext({ portal: PORTAL, authentication: 'tok' }, calls)).rejects.toBe(error);
    expect(calls.logError).toHaveBeenCalledWith(
      'context manager failed while initializing for anonymous using https://plaza.test.',
      error,
    );
  });
});
