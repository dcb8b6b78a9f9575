import { describe, expect, it } from 'vitest';
import { GROUP_LIMIT_FALLBACK } from '../constants.ts';
import { buildPortalSelf, buildUser } from '../testing/buildContext.ts';
import { createContext } from './createContext.ts';
import { getDefaultServiceStatus } from './getDefaultServiceStatus.ts';
import { getHubLicense } from './getHubLicense.ts';
import { getOrgAvailability } from './getOrgAvailability.ts';

const PORTAL = 'http://localhost:3000/sharing/rest';

describe('createContext (spec 1 §1, §3, §6)', () => {
  it('builds an anonymous context with defaults', () => {
    const context = createContext({ portal: PORTAL, portalSelf: buildPortalSelf() });
    expect(context).toMatchObject({
      portalUrl: 'http://localhost:3000',
      sharingApiUrl: PORTAL,
      hubUrl: 'http://localhost:3000',
      isAuthenticated: false,
      currentUser: undefined,
      isPortal: false,
      environment: 'production',
      hubLicense: 'hub-premium',
      isAlphaOrg: false,
      isBetaOrg: false,
      trustedOrgs: [],
      trustedOrgIds: [],
      servicesDirectoryDisabled: false,
      featureFlags: {},
      groupLimit: GROUP_LIMIT_FALLBACK,
      requestOptions: { portal: PORTAL },
    });
    expect(context.serviceStatus).toEqual(getDefaultServiceStatus(false));
  });

  it('derives a signed-in context: request options, trusted org ids, alpha from the user org', () => {
    const currentUser = buildUser({ orgId: 'org2' });
    const context = createContext({
      portal: 'http://localhost:3000/',
      portalSelf: buildPortalSelf({}, { properties: { alphaOrgs: ['org2'], betaOrgs: ['org2'] } }),
      currentUser,
      authentication: 'tok',
      trustedOrgs: [{ to: { orgId: 'org7' } }, { to: { orgId: 'org8' }, from: { orgId: 'org2' } }],
      groupLimit: 3,
    });
    expect(context).toMatchObject({
      sharingApiUrl: PORTAL,
      isAuthenticated: true,
      currentUser,
      isAlphaOrg: true,
      isBetaOrg: true,
      hubLicense: 'hub-basic',
      trustedOrgIds: ['org7', 'org8'],
      groupLimit: 3,
      requestOptions: { portal: PORTAL, authentication: 'tok' },
    });
  });

  it('treats an enterprise portal as enterprise: licence, environment, no hub URL, only the portal online', () => {
    const context = createContext({
      portal: 'https://gis.city.gov/portal',
      portalSelf: buildPortalSelf({ license: 'enterprise-sites' }),
    });
    expect(context).toMatchObject({
      isPortal: true,
      environment: 'enterprise',
      hubLicense: 'enterprise-sites',
      hubUrl: undefined,
    });
    expect(context.serviceStatus).toMatchObject({
      portal: 'online',
      events: 'not-available',
      domains: 'not-available',
    });
  });

  it('uses the URL rule when the portal record says nothing about its edition', () => {
    const { isPortal: _drop, ...self } = buildPortalSelf();
    const unknownEdition = self as unknown as ReturnType<typeof buildPortalSelf>;
    expect(createContext({ portal: 'https://www.arcgis.com', portalSelf: unknownEdition }).isPortal).toBe(false);
    expect(createContext({ portal: 'https://gis.city.gov/portal', portalSelf: unknownEdition }).isPortal).toBe(true);
  });

  it('merges service status: edition defaults, then the service check, then sol/sna', () => {
    const context = createContext({
      portal: PORTAL,
      portalSelf: buildPortalSelf(),
      serviceStatus: { events: 'maintenance', metrics: 'offline' },
      servicesDirectoryDisabled: true,
      searchParams: '?sna=metrics&sol=domains',
    });
    expect(context.serviceStatus).toMatchObject({
      portal: 'online',
      events: 'maintenance',
      metrics: 'not-available',
      domains: 'offline',
    });
    expect(context.servicesDirectoryDisabled).toBe(true);
  });

  it('merges feature flags: preview settings, then configuration, then pe/pd', () => {
    const context = createContext({
      portal: PORTAL,
      portalSelf: buildPortalSelf(),
      userHubSettings: { schemaVersion: 1, preview: { workspace: true, history: true, followcard: false } },
      featureFlags: { 'hub:feature:history': false, 'hub:event': true },
      searchParams: 'pd=hub:event&pe=hub:feature:keyboardshortcuts',
    });
    expect(context.featureFlags).toEqual({
      'hub:feature:workspace': true,
      'hub:feature:history': false,
      'hub:event': false,
      'hub:feature:keyboardshortcuts': true,
    });
  });

  it('lets a deployment override the environment and hub URL', () => {
    const context = createContext({
      portal: PORTAL,
      portalSelf: buildPortalSelf(),
      environment: 'qaext',
      hubUrl: 'https://hub.example.org',
    });
    expect(context).toMatchObject({ environment: 'qaext', hubUrl: 'https://hub.example.org' });
  });

  it('is frozen, and input it copies does not leak back', () => {
    const trustedOrgs = [{ to: { orgId: 'org7' } }];
    const context = createContext({ portal: PORTAL, portalSelf: buildPortalSelf(), trustedOrgs });
    trustedOrgs.push({ to: { orgId: 'org9' } });
    expect(context.trustedOrgIds).toEqual(['org7']);
    expect(Object.isFrozen(context)).toBe(true);
    expect(Object.isFrozen(context.featureFlags)).toBe(true);
    expect(Object.isFrozen(context.serviceStatus)).toBe(true);
  });
});

describe('context derivations', () => {
  it('licence: enterprise-sites, hub-premium (also from legacy portalProperties), hub-basic', () => {
    expect(getHubLicense(buildPortalSelf({ license: 'enterprise-sites' }))).toBe('enterprise-sites');
    expect(getHubLicense(buildPortalSelf({ license: 'hub-premium' }))).toBe('hub-premium');
    expect(getHubLicense(buildPortalSelf({ license: 'hub-basic' }))).toBe('hub-basic');
    const legacy = { ...buildPortalSelf({ license: 'hub-basic' }), portalProperties: { hub: { enabled: true } } };
    expect(getHubLicense(legacy)).toBe('hub-premium');
  });

  it('alpha and beta orgs come from the portal properties; no org id, neither', () => {
    const self = buildPortalSelf({}, { properties: { alphaOrgs: ['a', 7], betaOrgs: 'b' } });
    expect(getOrgAvailability(self, 'a')).toEqual({ isAlphaOrg: true, isBetaOrg: false });
    expect(getOrgAvailability(self, 'b')).toEqual({ isAlphaOrg: false, isBetaOrg: false });
    expect(getOrgAvailability(buildPortalSelf({ availability: 'beta' }), 'org1')).toEqual({
      isAlphaOrg: false,
      isBetaOrg: true,
    });
    expect(getOrgAvailability(self, undefined)).toEqual({ isAlphaOrg: false, isBetaOrg: false });
  });

  it('service status defaults: all online on cloud, only the portal on enterprise', () => {
    expect(Object.values(getDefaultServiceStatus(false)).every((status) => status === 'online')).toBe(true);
    expect(getDefaultServiceStatus(true)).toEqual({
      portal: 'online',
      discussions: 'not-available',
      events: 'not-available',
      metrics: 'not-available',
      notifications: 'not-available',
      'hub-search': 'not-available',
      domains: 'not-available',
      'hub-downloads': 'not-available',
    });
  });
});
