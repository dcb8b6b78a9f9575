import { z } from 'zod/mini';
import { HubError } from '../errors/HubError.ts';
import type { DomainServiceOptions } from '../hub-api/domainRecord.ts';
import { DOMAINS_PATH, domainServiceOptions } from '../hub-api/domainServiceOptions.ts';
import { hubApiRequest } from '../hub-api/hubApiRequest.ts';
import { deriveOrgKey } from './deriveOrgKey.ts';

const orgDomainInfoSchema = z.looseObject({ id: z.string(), name: z.string() });

/** An organisation's domain info (spec 3 §7): its id and name. */
export type OrgDomainInfo = z.infer<typeof orgDomainInfoSchema>;

/**
 * `GET /api/v3/domains/orgs/{orgKey}`: the id and name of the organisation of an org key, or of a hostname's first
 * label (lowercased, see {@link deriveOrgKey}). An unknown key fails with `HUB_API_NOT_FOUND`; an empty key fails
 * with `ORG_KEY_REQUIRED` before any request. Not available on the enterprise edition.
 *
 * @example
 * const { id, name } = await getOrgDomainInfo('riverside.hub.example.org', { hubUrl, isPortal: false });
 */
export async function getOrgDomainInfo(keyOrHostname: string, options: DomainServiceOptions): Promise<OrgDomainInfo> {
  const call = domainServiceOptions('getOrgDomainInfo', options);
  const orgKey = deriveOrgKey(keyOrHostname);
  if (!orgKey) throw new HubError('ORG_KEY_REQUIRED', 'getOrgDomainInfo needs an org key or a hostname.');
  const body = await hubApiRequest(`${DOMAINS_PATH}/orgs/${encodeURIComponent(orgKey)}`, {}, call);
  return orgDomainInfoSchema.parse(body);
}
