import type { OrgRow } from '../db/repositories/orgRepository.ts';
import type { UserJson } from './userPresenter.ts';

/** The org's hub licence (spec 1 §6): enterprise edition → enterprise-sites; hub enabled → premium. */
export type HubLicense = 'hub-basic' | 'hub-premium' | 'enterprise-sites';

export interface PortalSelfJson {
  id: string;
  name: string;
  urlKey: string;
  description: string;
  isPortal: boolean;
  portalMode: 'multitenant' | 'singletenant';
  customBaseUrl: string;
  portalHostname: string;
  allSSL: boolean;
  culture: string;
  created: number;
  modified: number;
  properties: Record<string, unknown>;
  portalProperties: { hub: { enabled: boolean } };
  subscriptionInfo: { type: string; hubLicense: HubLicense };
  /** The signed-in user, when the caller is signed in. */
  user?: UserJson;
}

/** The hub licence an organisation yields. */
export function hubLicenseOf(org: Pick<OrgRow, 'is_portal' | 'hub_enabled'>): HubLicense {
  if (org.is_portal) return 'enterprise-sites';
  return org.hub_enabled ? 'hub-premium' : 'hub-basic';
}

/** The `portals/self` (and `portals/{id}`) record of an organisation. */
export function presentPortalSelf(org: OrgRow, baseDomain: string, user?: UserJson): PortalSelfJson {
  return {
    id: org.id,
    name: org.name,
    urlKey: org.url_key,
    description: org.description,
    isPortal: org.is_portal,
    portalMode: org.is_portal ? 'singletenant' : 'multitenant',
    customBaseUrl: baseDomain,
    portalHostname: baseDomain,
    allSSL: false,
    culture: 'en',
    created: org.created,
    modified: org.modified,
    properties: { ...org.properties, hub: { ...(org.properties.hub as object | undefined), enabled: org.hub_enabled } },
    portalProperties: { hub: { enabled: org.hub_enabled } },
    subscriptionInfo: { type: org.is_portal ? 'Enterprise' : 'Organization', hubLicense: hubLicenseOf(org) },
    ...(user ? { user } : {}),
  };
}
