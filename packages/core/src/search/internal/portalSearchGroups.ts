import { portalRequest } from '../../portal/portalRequest.ts';
import { enrichSearchResult } from '../enrichSearchResult.ts';
import type { HubSearchResponse } from '../HubSearchResult.ts';
import { groupToSearchResult, type PortalGroupRecord } from '../mappers/groupToSearchResult.ts';
import { toPortalQ } from '../toPortalQ.ts';
import { fail } from '../validateQuery.ts';
import { portalPage, type PortalSearchPage } from './portalPage.ts';
import { getSearchToken, type SearchContext } from './searchContext.ts';

/** Groups through `community/groups` (spec 3 §7), enriched per `include`. */
export async function portalSearchGroups(
  context: SearchContext,
  start = context.query.start ?? 1,
): Promise<HubSearchResponse> {
  const { query, requestOptions } = context;
  if (!requestOptions) fail('requestOptionsRequired');
  const params: Record<string, string | number> = { q: toPortalQ(query.filters, { now: context.now }), start };
  if (query.num !== undefined && query.num > 0) params.num = query.num;
  if (query.sortField) params.sortField = query.sortField;
  if (query.sortOrder) params.sortOrder = query.sortOrder;
  const response = await portalRequest<PortalSearchPage<PortalGroupRecord>>('community/groups', {
    ...requestOptions,
    params,
  });
  const token = await getSearchToken(requestOptions, requestOptions.portal);
  const mapContext = { portal: requestOptions.portal, ...(token ? { token } : {}) };
  const results = await Promise.all(
    response.results.map((group) =>
      enrichSearchResult(groupToSearchResult(group, mapContext), query.include ?? [], requestOptions),
    ),
  );
  return portalPage(response.total, response.nextStart, results, (next) => portalSearchGroups(context, next));
}
