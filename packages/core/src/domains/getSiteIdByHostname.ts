import { HubError } from '../errors/HubError.ts';
import { SiteNotFoundError } from '../errors/SiteNotFoundError.ts';
import type { DomainServiceOptions } from '../hub-api/domainRecord.ts';
import { lookupDomain } from '../hub-api/lookupDomain.ts';

/**
 * The id of the site served at a hostname, from the domain service (cloud edition). Throws "site not found"
 * (code `SITE_NOT_FOUND`) when the hostname is not registered.
 *
 * @example
 * const siteId = await getSiteIdByHostname('parks-riverside.example.org', { hubUrl, isPortal: false });
 */
export async function getSiteIdByHostname(hostname: string, options: DomainServiceOptions): Promise<string> {
  try {
    return (await lookupDomain(hostname, options)).siteId;
  } catch (error) {
    if (error instanceof HubError && error.code === 'HUB_API_NOT_FOUND') throw new SiteNotFoundError({ cause: error });
    throw error;
  }
}
