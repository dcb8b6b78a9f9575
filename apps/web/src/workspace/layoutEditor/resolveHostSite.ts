import { EntityNotFoundError, fetchEntity, type EntityRequestOptions, type HubSite } from '@plaza/core';
import { listOrgSiteIds, resolveSiteId } from '../../site/resolveSiteId.ts';
import { siteAddressOf } from '../../site/siteAddress.ts';

async function fetchSite(id: string, options: EntityRequestOptions): Promise<HubSite | undefined> {
  try {
    return await fetchEntity('site', id, options);
  } catch (error) {
    if (error instanceof EntityNotFoundError) return undefined;
    throw error;
  }
}

/**
 * The site this host serves, as the signed-in user sees it (a site not yet shared is found too): the public site's
 * own resolution by hostname (ADR 0080), then the site fetched with the user's session. On the bare base host, the
 * organisation's home site (`isHubHome`, else its oldest).
 *
 * @example
 * const site = await resolveHostSite(new URL(location.href), options);
 */
export async function resolveHostSite(url: URL, options: EntityRequestOptions): Promise<HubSite | undefined> {
  const self = options.portalSelf;
  if (!self) return undefined;
  const address = siteAddressOf(url, options.baseDomain ?? url.host);
  if (address.kind === 'base') {
    let oldest: HubSite | undefined;
    for (const id of await listOrgSiteIds(self.id, options)) {
      const site = await fetchSite(id, options);
      if (site?.isHubHome) return site;
      oldest ??= site;
    }
    return oldest;
  }
  const id = await resolveSiteId(address, {
    portal: options.portal,
    defaultOrgId: self.id,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return id ? fetchSite(id, options) : undefined;
}
