import {
  domainRecordSchema,
  type DomainRecord,
  type DomainServiceOptions,
  type NewDomainRecord,
} from './domainRecord.ts';
import { DOMAINS_PATH, domainServiceOptions } from './domainServiceOptions.ts';
import { hubApiRequest } from './hubApiRequest.ts';

/**
 * `POST /api/v3/domains`: registers a hostname for a site. On the enterprise edition it throws
 * "addDomain is not available in the enterprise edition. Instead, edit the hubdomain typekeyword on the item".
 *
 * @example
 * await addDomain({ hostname, clientKey, orgId, orgTitle, orgKey, siteId, siteTitle, sslOnly: true }, options);
 */
export async function addDomain(record: NewDomainRecord, options: DomainServiceOptions): Promise<DomainRecord> {
  const call = domainServiceOptions('addDomain', options);
  const body = await hubApiRequest(
    DOMAINS_PATH,
    { method: 'POST', body: { ...record, hostname: record.hostname.toLowerCase() } },
    call,
  );
  return domainRecordSchema.parse(body);
}
