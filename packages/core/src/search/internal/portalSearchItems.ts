import { portalRequest } from '../../portal/portalRequest.ts';
import { getTopLevelPredicate } from '../getTopLevelPredicate.ts';
import { DEFAULT_AGG_LIMIT } from '../HubQuery.ts';
import type { HubSearchResponse } from '../HubSearchResult.ts';
import { itemToSearchResult, type PortalItemRecord } from '../mappers/itemToSearchResult.ts';
import { normalizePortalAggregations, type PortalAggregations } from '../normalizeAggregations.ts';
import { toPortalQ } from '../toPortalQ.ts';
import { portalPage, type PortalSearchPage } from './portalPage.ts';
import { filtersWithCollection, getSearchToken, type SearchContext } from './searchContext.ts';

/** Portal `countFields` takes at most 3 fields. */
const MAX_COUNT_FIELDS = 3;

/** Items through the portal's `search` (spec 3 §7). */
export async function portalSearchItems(
  context: SearchContext,
  start = context.query.start ?? 1,
): Promise<HubSearchResponse> {
  const { query, requestOptions } = context;
  const q = toPortalQ(filtersWithCollection(query), { now: context.now });
  const bbox = getTopLevelPredicate('bbox', query.filters);
  const params: Record<string, string | number> = { start };
  if (q) params.q = q;
  if (query.num !== undefined && query.num > 0) params.num = query.num;
  if (query.sortField) params.sortField = query.sortField;
  if (query.sortOrder) params.sortOrder = query.sortOrder;
  if (typeof bbox === 'string' && bbox) params.bbox = bbox;
  if (query.aggFields?.length) {
    params.countFields = query.aggFields.slice(0, MAX_COUNT_FIELDS).join(',');
    params.countSize = query.aggLimit ?? DEFAULT_AGG_LIMIT;
  }
  const response = await portalRequest<PortalSearchPage<PortalItemRecord> & { aggregations?: PortalAggregations }>(
    'search',
    { ...requestOptions, httpMethod: 'GET', params },
  );
  const token = await getSearchToken(requestOptions, requestOptions.portal);
  const mapContext = { portal: requestOptions.portal, ...(token ? { token } : {}) };
  return portalPage(
    response.total,
    response.nextStart,
    response.results.map((item) => itemToSearchResult(item, mapContext)),
    (next) => portalSearchItems(context, next),
    query.aggFields?.length ? normalizePortalAggregations(response.aggregations) : undefined,
    response.totalIsApproximate === true,
  );
}
