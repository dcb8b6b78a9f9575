import { HubError } from '../errors/HubError.ts';
import type { DomainServiceOptions } from '../hub-api/domainRecord.ts';
import { lookupDomain } from '../hub-api/lookupDomain.ts';
import type { PortalCallOptions } from '../portal/portalRequest.ts';
import { ensureSafeDomainLength } from './ensureSafeDomainLength.ts';
import { findSiteBySubdomain } from './findSiteBySubdomain.ts';
import { getDefaultHostname } from './getDefaultHostname.ts';

/** Gives up after this many candidates rather than asking forever. */
const MAX_STEPS = 1000;
/** Gives up after this many domain-service failures in a row: a service that is down is not asked 1000 times. */
export const MAX_LOOKUP_FAILURES = 10;

/** Options of the subdomain uniqueness check: the portal call, the domain service and the random source. */
export interface UniqueSubdomainOptions extends PortalCallOptions, Omit<DomainServiceOptions, 'authentication'> {
  readonly orgKey: string;
  /** Needed on the cloud edition: uniqueness is that of the hostname `{sub}-{orgKey}.{baseDomain}`. */
  readonly baseDomain?: string;
  /** The site being updated, which may keep its own subdomain. */
  readonly existingSiteId?: string;
  readonly random: () => number;
}

/**
 * The subdomain itself when free, else the first free of `{subdomain}-1`, `{subdomain}-2`, ... (spec 1 §4), each
 * kept within the 63-character rule. Free means: on the cloud, no domain record for its default hostname (other
 * than the site's own); on the enterprise edition, no other site holding its `hubsubdomain|` keyword. A domain
 * service error other than 404 skips the candidate (up to {@link MAX_LOOKUP_FAILURES} in a row).
 *
 * @example
 * await getUniqueSubdomain('parks', { portal, hubUrl, isPortal: false, orgKey: 'riverside', baseDomain, random: Math.random });
 * // "parks-1" when parks-riverside.{baseDomain} is taken
 */
export async function getUniqueSubdomain(subdomain: string, options: UniqueSubdomainOptions): Promise<string> {
  let failures = 0;
  for (let step = 0; step < MAX_STEPS; step++) {
    const candidate =
      step === 0 ? subdomain : ensureSafeDomainLength(`${subdomain}-${step}`, options.orgKey, options.random);
    try {
      if (await isSubdomainFree(candidate, options)) return candidate;
      failures = 0;
    } catch (error) {
      // A domain-service error other than "not found" leaves this candidate undecided: try the next one (issue 13).
      if (options.isPortal || !(error instanceof HubError) || ++failures >= MAX_LOOKUP_FAILURES) throw error;
    }
  }
  throw new HubError('NO_FREE_SUBDOMAIN', `No free subdomain after ${MAX_STEPS} tries for "${subdomain}".`);
}

async function isSubdomainFree(subdomain: string, options: UniqueSubdomainOptions): Promise<boolean> {
  if (options.isPortal) {
    try {
      await findSiteBySubdomain(subdomain, {
        ...options,
        ...(options.existingSiteId ? { excludeId: options.existingSiteId } : {}),
      });
      return false;
    } catch (error) {
      if (error instanceof HubError && error.code === 'SITE_NOT_FOUND') return true;
      throw error;
    }
  }
  if (!options.baseDomain) throw new HubError('BASE_DOMAIN_REQUIRED', 'A base domain is needed to name hosted sites.');
  try {
    const record = await lookupDomain(getDefaultHostname(subdomain, options.orgKey, options.baseDomain), options);
    return record.siteId === options.existingSiteId;
  } catch (error) {
    if (error instanceof HubError && error.code === 'HUB_API_NOT_FOUND') return true;
    throw error;
  }
}
