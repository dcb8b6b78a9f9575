import {
  getSiteIdByHostname,
  HubError,
  portalRequest,
  SITE_ITEM_TYPES,
  subdomainKeywordQuery,
  type PortalCallOptions,
} from '@plaza/core';
import type { SiteAddress } from './siteAddress.ts';

interface SiteSearchPage {
  readonly results: readonly {
    readonly id: string;
    readonly orgId?: string;
    readonly url?: string | null;
    readonly typeKeywords?: readonly string[];
    readonly properties?: { orgUrlKey?: unknown } | null;
  }[];
}

/** What resolving needs: the portal, and the organisation the bare base host belongs to. */
export interface ResolveSiteOptions extends PortalCallOptions {
  readonly defaultOrgId: string;
}

/**
 * The id of the site a request addresses (ADR 0080), or undefined when there is none:
 * - a hosted or custom hostname: the domain service (`GET /api/v3/domains/{hostname}`); for `{sub}-{org}.{base}`
 *   hosts it does not know (say, the server now runs on another port), the site holding the `hubsubdomain|{sub}`
 *   keyword in that org;
 * - the enterprise path form: the site of the default organisation holding the `hubsubdomain|` keyword (spec 1 §7;
 *   the core's `findSiteBySubdomain` searches a whole single-tenant portal, the embedded one holds several orgs);
 *   else an Enterprise site of another organisation (one imported from ArcGIS Enterprise, ADR 0238): the one whose
 *   url is that path form, `{portal}/apps/sites/#/{subdomain}`, found by its keyword as hub.js `_lookupPortal` does;
 * - the bare base host: the default organisation's home site (`isHubHome`, else its oldest site).
 */
export async function resolveSiteId(address: SiteAddress, options: ResolveSiteOptions): Promise<string | undefined> {
  const portal = {
    portal: options.portal,
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.authentication ? { authentication: options.authentication } : {}),
  };
  switch (address.kind) {
    case 'enterprise':
      // Subdomains are unique within an organisation: the base host's enterprise form is the default one's.
      return (
        (await findSiteInOrg(address.subdomain, options.defaultOrgId, portal)) ??
        findEnterpriseSite(address.subdomain, portal)
      );
    case 'base':
      return undefined;
    case 'custom':
    case 'hosted': {
      const registered = await notFoundAsUndefined(
        getSiteIdByHostname(address.host, {
          hubUrl: new URL(options.portal).origin,
          isPortal: false,
          ...(options.signal ? { signal: options.signal } : {}),
        }),
      );
      if (registered || address.kind === 'custom') return registered;
      return findHostedSite(address.subdomain, address.orgKey, portal);
    }
  }
}

/** Sites of an org, oldest first: the candidates for its home site. */
export async function listOrgSiteIds(orgId: string, options: PortalCallOptions): Promise<string[]> {
  const types = SITE_ITEM_TYPES.map((type) => `type:"${type}"`).join(' OR ');
  const page = await portalRequest<SiteSearchPage>('search', {
    ...options,
    params: { q: `orgid:${orgId} AND (${types})`, sortField: 'created', sortOrder: 'asc', num: 10 },
  });
  return page.results.map((r) => r.id);
}

async function findSiteInOrg(
  subdomain: string,
  orgId: string,
  options: PortalCallOptions,
): Promise<string | undefined> {
  const types = SITE_ITEM_TYPES.map((type) => `type:"${type}"`).join(' OR ');
  const page = await portalRequest<SiteSearchPage>('search', {
    ...options,
    params: { q: `${subdomainKeywordQuery(subdomain)} AND orgid:${orgId} AND (${types})`, num: 1 },
  });
  return page.results[0]?.id;
}

async function findEnterpriseSite(subdomain: string, options: PortalCallOptions): Promise<string | undefined> {
  const types = SITE_ITEM_TYPES.map((type) => `type:"${type}"`).join(' OR ');
  const page = await portalRequest<SiteSearchPage>('search', {
    ...options,
    params: { q: `${subdomainKeywordQuery(subdomain)} AND (${types})`, sortField: 'created', sortOrder: 'asc', num: 20 },
  });
  // The search stems its terms: the keyword itself is checked, and only Enterprise sites (addressed by path) answer.
  return page.results.find(
    (r) =>
      r.typeKeywords?.includes(`hubsubdomain|${subdomain}`) &&
      typeof r.url === 'string' &&
      r.url.endsWith(`/apps/sites/#/${subdomain}`),
  )?.id;
}

async function findHostedSite(
  subdomain: string,
  orgKey: string,
  options: PortalCallOptions,
): Promise<string | undefined> {
  const types = SITE_ITEM_TYPES.map((type) => `type:"${type}"`).join(' OR ');
  const page = await portalRequest<SiteSearchPage>('search', {
    ...options,
    params: { q: `${subdomainKeywordQuery(subdomain)} AND (${types})`, num: 20 },
  });
  return page.results.find((r) => r.properties?.orgUrlKey === orgKey)?.id;
}

async function notFoundAsUndefined(lookup: Promise<string>): Promise<string | undefined> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof HubError && (error.code === 'SITE_NOT_FOUND' || error.code === 'HUB_API_NOT_FOUND'))
      return undefined;
    throw error;
  }
}
