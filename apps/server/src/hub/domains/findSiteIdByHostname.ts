import type { Db } from '../../db/database.ts';
import { findDomainByHostname } from '../../db/repositories/domainRepository.ts';

/**
 * The id of the site a hostname (the request's `Host`) is registered for, or undefined: what the web app uses to
 * pick the site of a request. Whether the visitor may see that site is decided when the site item is read.
 *
 * @example
 * const siteId = await findSiteIdByHostname(db, new URL(request.url).host);
 */
export async function findSiteIdByHostname(db: Db, hostname: string): Promise<string | undefined> {
  const normalized = hostname
    .trim()
    .toLowerCase()
    .replace(/\.(?=$|:)/, '');
  return (await findDomainByHostname(db, normalized))?.site_id;
}
