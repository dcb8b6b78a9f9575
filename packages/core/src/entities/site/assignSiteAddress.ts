import { ensureSafeDomainLength } from '../../domains/ensureSafeDomainLength.ts';
import { deriveSubdomain } from '../../domains/deriveSubdomain.ts';
import { getDefaultHostname } from '../../domains/getDefaultHostname.ts';
import { getSiteUrl } from '../../domains/getSiteUrl.ts';
import { getUniqueSubdomain } from '../../domains/getUniqueSubdomain.ts';
import { isValidHostname } from '../../domains/isValidHostname.ts';
import { setSubdomainKeyword } from '../../domains/subdomainKeyword.ts';
import { EnterpriseUnsupportedError } from '../../errors/EnterpriseUnsupportedError.ts';
import { HubError } from '../../errors/HubError.ts';
import { lookupDomain } from '../../hub-api/lookupDomain.ts';
import type { EntityWriteOptions } from '../common/entityRequestOptions.ts';
import type { HubSite } from './site.ts';
import type { SiteDomainContext } from './siteDomainOptions.ts';

/**
 * Fills a site's address before it is written (spec 1 §4 "Site creation"): a unique subdomain (from the given one
 * or the name), the default hostname, the url and the `hubsubdomain|` keyword; checks a custom hostname.
 * On update (`existing` given) the subdomain is only re-checked, and the default hostname only recomputed, when
 * the subdomain changed; a custom hostname nobody edited is kept as stored; when no part of the address changed the
 * url and keywords are kept as stored (on the cloud: enterprise sites keep their `hubsubdomain|` keyword in step).
 */
export async function assignSiteAddress(
  site: HubSite,
  domains: SiteDomainContext,
  options: EntityWriteOptions,
  existing?: HubSite,
): Promise<HubSite> {
  const wanted = site.subdomain ? cleanSubdomain(site.subdomain) : '';
  const keepsSubdomain = existing && (site.subdomain === existing.subdomain || wanted === existing.subdomain);
  let subdomain = keepsSubdomain ? existing.subdomain : '';
  if (!subdomain) {
    const base = wanted
      ? ensureSafeDomainLength(wanted, domains.orgKey, domains.random)
      : deriveSubdomain(site.name, domains.orgKey, domains.random);
    subdomain = await getUniqueSubdomain(base, {
      ...options,
      ...domains.domainService,
      orgKey: domains.orgKey,
      ...(domains.baseDomain ? { baseDomain: domains.baseDomain } : {}),
      ...(existing ? { existingSiteId: existing.id } : {}),
      random: domains.random,
    });
  }
  const keepsHostname = existing && subdomain === existing.subdomain && existing.defaultHostname !== '';
  const defaultHostname = keepsHostname
    ? existing.defaultHostname
    : domains.isPortal || !domains.baseDomain
      ? ''
      : getDefaultHostname(subdomain, domains.orgKey, domains.baseDomain);
  const editedHostname = !existing || site.customHostname !== existing.customHostname;
  const customHostname =
    site.customHostname && editedHostname ? site.customHostname.trim().toLowerCase() : site.customHostname || undefined;
  if (customHostname && customHostname !== existing?.customHostname) {
    await assertHostnameFree(customHostname, domains, existing?.id);
  }
  const { customHostname: _dropped, ...rest } = site;
  const addressed = { ...rest, ...(customHostname ? { customHostname } : {}), subdomain, defaultHostname };
  // A save that changes no part of the address leaves the stored url and keywords as they are (issue 41).
  const unchanged =
    existing !== undefined &&
    subdomain === existing.subdomain &&
    defaultHostname === existing.defaultHostname &&
    customHostname === existing.customHostname;
  if (unchanged && !domains.isPortal) return addressed;
  return {
    ...addressed,
    url: getSiteUrl(addressed, {
      isPortal: domains.isPortal,
      portalUrl: domains.portalUrl,
      ...(options.hubUrl ? { hubUrl: options.hubUrl } : {}),
    }),
    typeKeywords: setSubdomainKeyword(site.typeKeywords, subdomain),
  };
}

function cleanSubdomain(subdomain: string): string {
  return subdomain
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

async function assertHostnameFree(hostname: string, domains: SiteDomainContext, siteId?: string): Promise<void> {
  if (domains.isPortal) throw new EnterpriseUnsupportedError('addDomain');
  if (!isValidHostname(hostname)) throw new HubError('INVALID_HOSTNAME', `"${hostname}" is not a valid hostname.`);
  try {
    const record = await lookupDomain(hostname, domains.domainService);
    if (record.siteId !== siteId) throw new HubError('HOSTNAME_TAKEN', `The hostname "${hostname}" is already in use.`);
  } catch (error) {
    if (error instanceof HubError && error.code === 'HUB_API_NOT_FOUND') return;
    throw error;
  }
}
