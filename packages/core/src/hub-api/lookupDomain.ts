import { domainRecordSchema, type DomainRecord, type DomainServiceOptions } from './domainRecord.ts';
import { DOMAINS_PATH, domainServiceOptions } from './domainServiceOptions.ts';
import { hubApiRequest } from './hubApiRequest.ts';

/**
 * `GET /api/v3/domains/{hostname}`: the domain record (id, siteId, ...) of a hostname. An unknown hostname
 * fails with code `HUB_API_NOT_FOUND`. Not available on the enterprise edition.
 *
 * @example
 * const { siteId } = await lookupDomain('parks-riverside.example.org', { hubUrl, isPortal: false });
 */
export async function lookupDomain(hostname: string, options: DomainServiceOptions): Promise<DomainRecord> {
  const call = domainServiceOptions('lookupDomain', options);
  const body = await hubApiRequest(`${DOMAINS_PATH}/${encodeURIComponent(hostname.toLowerCase())}`, {}, call);
  return domainRecordSchema.parse(body);
}
