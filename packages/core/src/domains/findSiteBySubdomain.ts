import { searchPortalItems } from '../entities/items/searchPortalItems.ts';
import { SiteNotFoundError } from '../errors/SiteNotFoundError.ts';
import type { PortalCallOptions } from '../portal/portalRequest.ts';
import { siteTypesClause } from './siteSearchClause.ts';
import { subdomainKeywordQuery } from './subdomainKeyword.ts';

/**
 * The id of the site holding a subdomain, found by its `hubsubdomain|{subdomain}` type keyword (how the
 * enterprise edition finds sites, spec 1 §7). Throws "site not found" when no site holds it.
 *
 * @example
 * const id = await findSiteBySubdomain('parks', { portal }); // from {portal}/apps/sites/#/parks
 */
export async function findSiteBySubdomain(
  subdomain: string,
  options: PortalCallOptions & { readonly excludeId?: string },
): Promise<string> {
  const exclude = options.excludeId ? ` AND NOT id:${options.excludeId}` : '';
  const { results } = await searchPortalItems(
    `${subdomainKeywordQuery(subdomain)} AND ${siteTypesClause()}${exclude}`,
    options,
    {
      num: 1,
    },
  );
  const id = results[0]?.id;
  if (!id) throw new SiteNotFoundError();
  return id;
}
