import type { DomainServiceOptions } from './domainRecord.ts';
import { DOMAINS_PATH, domainServiceOptions } from './domainServiceOptions.ts';
import { hubApiRequest } from './hubApiRequest.ts';

/**
 * `DELETE /api/v3/domains/{id}`: removes one domain record. Not available on the enterprise edition.
 *
 * @example
 * await removeDomain(record.id, options);
 */
export async function removeDomain(id: string, options: DomainServiceOptions): Promise<void> {
  const call = domainServiceOptions('removeDomain', options);
  await hubApiRequest(`${DOMAINS_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' }, call);
}
