import { addDomain } from '../../hub-api/addDomain.ts';
import { getDomainsForSite } from '../../hub-api/getDomainsForSite.ts';
import { removeDomain } from '../../hub-api/removeDomain.ts';
import type { HubSite } from './site.ts';
import type { SiteDomainContext } from './siteDomainOptions.ts';

/**
 * Makes the domain service agree with a site's hostnames (cloud edition only). A new site registers its default
 * and custom hostnames. An updated one is reconciled with what the service holds for it: records of hostnames the
 * site no longer has are removed, missing ones added — so a site whose records were lost or never made (a
 * migrated 1.0-era site) is repaired by its next update.
 */
export async function syncSiteDomains(site: HubSite, domains: SiteDomainContext, before?: HubSite): Promise<void> {
  if (domains.isPortal) return;
  const wanted = [site.defaultHostname, site.customHostname].filter((h): h is string => Boolean(h));
  const registered = before ? await getDomainsForSite(site.id, domains.domainService) : [];
  for (const record of registered) {
    if (!wanted.includes(record.hostname)) await removeDomain(record.id, domains.domainService);
  }
  for (const hostname of wanted) {
    if (registered.some((record) => record.hostname === hostname)) continue;
    await addDomain(
      {
        hostname,
        clientKey: site.clientId ?? '',
        orgId: domains.orgId,
        orgTitle: domains.orgTitle,
        orgKey: domains.orgKey,
        siteId: site.id,
        siteTitle: site.name,
        sslOnly: site.url?.startsWith('https:') ?? true,
      },
      domains.domainService,
    );
  }
}
