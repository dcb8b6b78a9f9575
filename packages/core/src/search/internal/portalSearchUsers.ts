import { portalRequest } from '../../portal/portalRequest.ts';
import { enrichSearchResult } from '../enrichSearchResult.ts';
import { getTopLevelPredicate } from '../getTopLevelPredicate.ts';
import type { HubSearchResponse } from '../HubSearchResult.ts';
import { userToSearchResult, type PortalUserRecord } from '../mappers/userToSearchResult.ts';
import { toPortalQ } from '../toPortalQ.ts';
import { fail } from '../validateQuery.ts';
import { portalPage, type PortalSearchPage } from './portalPage.ts';
import { getSearchToken, type SearchContext } from './searchContext.ts';

/**
 * Users (spec 3 §7): `portals/self/users/search` for `user` and `portalUser` (the caller's org),
 * `community/users` for `communityUser`. Needs a signed-in caller (spec 3 §5).
 */
export async function portalSearchUsers(
  context: SearchContext,
  community: boolean,
  start = context.query.start ?? 1,
): Promise<HubSearchResponse> {
  const { query, requestOptions } = context;
  if (!requestOptions) fail('requestOptionsRequired');
  if (!requestOptions.authentication) fail('authenticationRequired');
  const params: Record<string, string | number | boolean> = {
    q: toPortalQ(query.filters, { now: context.now }),
    start,
  };
  if (query.num !== undefined && query.num > 0) params.num = query.num;
  if (query.sortField) params.sortField = query.sortField;
  if (query.sortOrder) params.sortOrder = query.sortOrder;
  const access = getTopLevelPredicate('searchUserAccess', query.filters);
  const name = getTopLevelPredicate('searchUserName', query.filters);
  if (access !== undefined) params.searchUserAccess = access;
  if (name !== undefined) params.searchUserName = name;
  const path = community ? 'community/users' : 'portals/self/users/search';
  const response = await portalRequest<PortalSearchPage<PortalUserRecord>>(path, { ...requestOptions, params });
  const token = await getSearchToken(requestOptions, requestOptions.portal);
  const mapContext = { portal: requestOptions.portal, ...(token ? { token } : {}) };
  const results = await Promise.all(
    response.results.map((user) =>
      enrichSearchResult(userToSearchResult(user, mapContext), query.include ?? [], requestOptions),
    ),
  );
  return portalPage(response.total, response.nextStart, results, (next) => portalSearchUsers(context, community, next));
}
