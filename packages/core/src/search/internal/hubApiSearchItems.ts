import { HubError } from '../../errors/HubError.ts';
import { DEFAULT_AGG_LIMIT } from '../HubQuery.ts';
import type { HubSearchResponse } from '../HubSearchResult.ts';
import { recordFeatureToSearchResult } from '../mappers/recordFeatureToSearchResult.ts';
import { portalHome } from '../mappers/resultUrls.ts';
import { normalizeHubApiAggregations, type HubApiAggregations } from '../normalizeAggregations.ts';
import type { RecordFeature } from '../recordFeatureToItem.ts';
import { toHubSearchParams } from '../toHubSearchParams.ts';
import { noMorePages } from './portalPage.ts';
import { getSearchToken, type SearchContext } from './searchContext.ts';

/**
 * Base path of the hub search API for items (spec 3 §7).
 *
 * @example
 * const url = `${origin}${HUB_SEARCH_API_PATH}/collections/all/items`;
 */
export const HUB_SEARCH_API_PATH = '/api/search/v1';

interface FeatureCollection {
  readonly numberMatched: number;
  readonly features: readonly RecordFeature[];
  readonly links?: readonly { readonly rel: string; readonly href: string }[];
}

/** Items through the hub search API: `collections/{id}/items` and, with aggFields, `aggregations`. */
export async function hubApiSearchItems(
  context: SearchContext,
  startindex = context.query.start,
): Promise<HubSearchResponse> {
  const { query, requestOptions } = context;
  const base = `${(requestOptions.hubApiUrl ?? portalHome(requestOptions.portal)).replace(/\/+$/, '')}${HUB_SEARCH_API_PATH}`;
  const collectionUrl = `${base}/collections/${encodeURIComponent(query.collection ?? 'all')}`;
  const params = toHubSearchParams(
    { ...query, ...(startindex === undefined ? {} : { start: startindex }) },
    { now: context.now, ...(context.site ? { target: context.site } : {}) },
  );
  const token = await getSearchToken(requestOptions, base);
  const search = new URLSearchParams({ ...params, ...(token ? { token } : {}) });
  const aggregationsUrl = query.aggFields?.length
    ? `${collectionUrl}/aggregations?${new URLSearchParams({
        aggregations: `terms(fields=(${query.aggFields.join(',')}),size=${query.aggLimit ?? DEFAULT_AGG_LIMIT})`,
        ...(params.filter ? { filter: params.filter } : {}),
        ...(params.q ? { q: params.q } : {}),
        ...(params.bbox ? { bbox: params.bbox } : {}),
        ...(token ? { token } : {}),
      })}`
    : undefined;
  // The page and its counts are independent requests: send them together.
  const [page, counts] = await Promise.all([
    getJson<FeatureCollection>(context, `${collectionUrl}/items?${search}`),
    aggregationsUrl ? getJson<HubApiAggregations>(context, aggregationsUrl) : undefined,
  ]);
  const aggregations = counts ? normalizeHubApiAggregations(counts) : undefined;

  const nextHref = page.links?.find((link) => link.rel === 'next')?.href;
  const nextStart = nextHref ? Number(new URL(nextHref, base).searchParams.get('startindex')) : 0;
  const mapContext = { portal: requestOptions.portal, ...(token ? { token } : {}) };
  return {
    total: page.numberMatched,
    results: page.features.map((feature) => recordFeatureToSearchResult(feature, mapContext)),
    hasNext: nextStart > 0,
    next: () => (nextStart > 0 ? hubApiSearchItems(context, nextStart) : Promise.reject(noMorePages())),
    ...(aggregations ? { aggregations } : {}),
  };
}

/** A GET whose failure raises the spec's hub search error: status text, url (token removed) and status. */
async function getJson<T>(context: SearchContext, url: string): Promise<T> {
  const response = await context.fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) {
    const shown = url.replace(/([?&]token=)[^&]*/, '$1***');
    throw new HubError('HUB_SEARCH_FAILED', `${response.statusText || 'Error'} ${shown} ${response.status}`, {
      status: response.status,
    });
  }
  return (await response.json()) as T;
}
