import { searchQueryToParams, type PortalPage, type PortalSearchQuery } from './PortalPage.ts';
import type { PortalUser } from './PortalUser.ts';
import { portalRequest, type PortalCallOptions } from './portalRequest.ts';

/**
 * Searches users: the community (`community/users`), or with `scope: 'org'` the caller's
 * organisation (`portals/self/users/search`, sign-in required). Only users visible to the caller
 * are found and counted.
 *
 * @example
 * const page = await searchUsers({ q: 'fullname:river' }, { portal, authentication });
 */
export function searchUsers(
  query: PortalSearchQuery & { readonly scope?: 'community' | 'org' },
  options: PortalCallOptions,
): Promise<PortalPage<PortalUser>> {
  const { scope, ...rest } = query;
  const path = scope === 'org' ? 'portals/self/users/search' : 'community/users';
  return portalRequest<PortalPage<PortalUser>>(path, {
    ...options,
    httpMethod: 'GET',
    params: searchQueryToParams(rest),
  });
}
