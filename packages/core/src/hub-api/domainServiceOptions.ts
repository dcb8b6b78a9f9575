import { EnterpriseUnsupportedError } from '../errors/EnterpriseUnsupportedError.ts';
import { HubError } from '../errors/HubError.ts';
import type { DomainServiceOptions } from './domainRecord.ts';
import type { HubApiCallOptions } from './hubApiRequest.ts';

/** The path of the domain service. */
export const DOMAINS_PATH = '/api/v3/domains';

/**
 * The hub call options of a domain-service operation; on the enterprise edition the operation is refused with
 * "{operation} is not available in the enterprise edition. ..." (spec 1 §8).
 */
export function domainServiceOptions(operation: string, options: DomainServiceOptions): HubApiCallOptions {
  if (options.isPortal) throw new EnterpriseUnsupportedError(operation);
  if (!options.hubUrl) throw new HubError('HUB_URL_REQUIRED', `${operation} needs the hub services url (hubUrl).`);
  return {
    hubUrl: options.hubUrl,
    ...(options.authentication ? { authentication: options.authentication } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  };
}
