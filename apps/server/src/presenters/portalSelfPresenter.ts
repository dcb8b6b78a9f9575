import type { OrgRow } from '../db/repositories/orgRepository.ts';
import type { UserJson } from './userPresenter.ts';
import { GEOMETRY_SERVICE_PATH } from '../http/geometryServicePath.ts';

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
  /** `hub.settings.communityOrg`: the organisation's community organisation, when it has one. */
  portalProperties: { hub: { enabled: boolean; settings?: { communityOrg: Record<string, unknown> } } };
  /** `companionOrganizations`: the portal's companion organisations, when it has any. */
  subscriptionInfo: { type: string; hubLicense: HubLicense; companionOrganizations?: Record<string, unknown>[] };
  /** The signed-in user, when the caller is signed in. */
  user?: UserJson;
  /** The organisation's default extent (its `properties.defaultExtent`), when one is set (issue 44, ADR 0210). */
  defaultExtent?: ExtentJson;
  /** The helper services this server answers: the geometry service (`project`; issue 44, ADR 0209). */
  helperServices?: { geometry: { url: string } };
}

/** An envelope as the portal answers it. */
export interface ExtentJson {
  xmin: number;
  ymin: number;
  xmax: number;
  ymax: number;
  spatialReference?: { wkid?: number; latestWkid?: number };
}

/** A stored default extent: an envelope with four finite bounds and its wkid (anything else is not shown). */
function defaultExtentOf(properties: Record<string, unknown>): ExtentJson | undefined {
  const extent = properties.defaultExtent;
  if (typeof extent !== 'object' || extent === null) return undefined;
  const { xmin, ymin, xmax, ymax, spatialReference } = extent as Record<string, unknown>;
  const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
  if (!finite(xmin) || !finite(ymin) || !finite(xmax) || !finite(ymax)) return undefined;
  const sr = (typeof spatialReference === 'object' && spatialReference !== null ? spatialReference : {}) as Record<
    string,
    unknown
  >;
  const reference = {
    ...(finite(sr.wkid) ? { wkid: sr.wkid } : {}),
    ...(finite(sr.latestWkid) ? { latestWkid: sr.latestWkid } : {}),
  };
  return { xmin, ymin, xmax, ymax, ...(Object.keys(reference).length > 0 ? { spatialReference: reference } : {}) };
}

/** A JSON object, or undefined for anything else. */
function recordOf(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** The hub licence an organisation yields. */
export function hubLicenseOf(org: Pick<OrgRow, 'is_portal' | 'hub_enabled'>): HubLicense {
  if (org.is_portal) return 'enterprise-sites';
  return org.hub_enabled ? 'hub-premium' : 'hub-basic';
}

/**
 * The `portals/self` (and `portals/{id}`) record of an organisation; with `origin` (where the client reached this
 * server), the helper services' URLs.
 */
export function presentPortalSelf(org: OrgRow, baseDomain: string, user?: UserJson, origin?: string): PortalSelfJson {
  const defaultExtent = defaultExtentOf(org.properties);
  const communityOrg = recordOf(org.properties.communityOrg);
  const companions: Record<string, unknown>[] = [];
  for (const entry of Array.isArray(org.properties.companionOrganizations)
    ? org.properties.companionOrganizations
    : []) {
    const record = recordOf(entry);
    if (record) companions.push(record);
  }
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
    portalProperties: {
      hub: { enabled: org.hub_enabled, ...(communityOrg ? { settings: { communityOrg } } : {}) },
    },
    subscriptionInfo: {
      type: org.is_portal ? 'Enterprise' : 'Organization',
      hubLicense: hubLicenseOf(org),
      ...(companions.length > 0 ? { companionOrganizations: companions } : {}),
    },
    ...(user ? { user } : {}),
    ...(defaultExtent ? { defaultExtent } : {}),
    ...(origin ? { helperServices: { geometry: { url: `${origin}${GEOMETRY_SERVICE_PATH}` } } } : {}),
  };
}
