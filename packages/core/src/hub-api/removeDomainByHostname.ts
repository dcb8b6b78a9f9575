import { DomainRemovalError } from '../errors/DomainRemovalError.ts';
import type { DomainServiceOptions } from './domainRecord.ts';
import { domainServiceOptions } from './domainServiceOptions.ts';
import { lookupDomain } from './lookupDomain.ts';
import { removeDomain } from './removeDomain.ts';

/**
 * Removes the domain record of a hostname (looked up, then deleted by id). Any failure becomes
 * "Error removing domain entry for {hostname}: {cause}" (spec 1 §8). Not available on the enterprise edition.
 *
 * @example
 * await removeDomainByHostname('old-riverside.example.org', options);
 */
export async function removeDomainByHostname(hostname: string, options: DomainServiceOptions): Promise<void> {
  domainServiceOptions('removeDomainByHostname', options);
  try {
    const record = await lookupDomain(hostname, options);
    await removeDomain(record.id, options);
  } catch (error) {
    throw new DomainRemovalError(hostname, error);
  }
}
