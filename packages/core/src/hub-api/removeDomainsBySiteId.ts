import type { DomainServiceOptions } from './domainRecord.ts';
import { DOMAINS_PATH, domainServiceOptions } from './domainServiceOptions.ts';
import { hubApiRequest } from './hubApiRequest.ts';

/**
 * `DELETE /api/v3/domains/?siteId={id}`: removes every domain record of a site. Not available on the enterprise
 * edition.
 *
 * @example
 * await removeDomainsBySiteId(site.id, options);
 */
export async function removeDomainsBySiteId(siteId: string, options: DomainServiceOptions): Promise<void> {
  const call = domainServiceOptions('removeDomainsBySiteId', options);
  await hubApiRequest(`${DOMAINS_PATH}/`, { method: 'DELETE', query: { siteId } }, call);
}
