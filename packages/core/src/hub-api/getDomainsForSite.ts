import { z } from 'zod/mini';
import { domainRecordSchema, type DomainRecord, type DomainServiceOptions } from './domainRecord.ts';
import { DOMAINS_PATH, domainServiceOptions } from './domainServiceOptions.ts';
import { hubApiRequest } from './hubApiRequest.ts';

/**
 * `GET /api/v3/domains?siteId={id}`: every hostname registered for a site (default and custom).
 *
 * @example
 * const hostnames = (await getDomainsForSite(site.id, options)).map((d) => d.hostname);
 */
export async function getDomainsForSite(siteId: string, options: DomainServiceOptions): Promise<DomainRecord[]> {
  const call = domainServiceOptions('getDomainsForSite', options);
  const body = await hubApiRequest(DOMAINS_PATH, { query: { siteId } }, call);
  return z.array(domainRecordSchema).parse(body);
}
