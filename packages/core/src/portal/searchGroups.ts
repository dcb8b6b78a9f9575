import type { PortalGroup } from './PortalGroup.ts';
import { searchQueryToParams, type PortalPage, type PortalSearchQuery } from './PortalPage.ts';
import { portalRequest, type PortalCallOptions } from './portalRequest.ts';

/**
 * Searches the groups the caller may see (`community/groups`): `q` takes terms and the fields
 * id, title, owner, orgid, access, tags, typekeywords, snippet, description.
 *
 * @example
 * const page = await searchGroups({ q: 'tags:parks', num: 20 }, { portal, authentication });
 */
export function searchGroups(query: PortalSearchQuery, options: PortalCallOptions): Promise<PortalPage<PortalGroup>> {
  return portalRequest<PortalPage<PortalGroup>>('community/groups', {
    ...options,
    httpMethod: 'GET',
    params: searchQueryToParams(query),
  });
}
