import { HubError } from '../../errors/HubError.ts';
import type { HubAggregation, HubSearchResponse, HubSearchResult } from '../HubSearchResult.ts';

/** A portal search response: paged by `start`/`num`, `nextStart` −1 at the end. */
export interface PortalSearchPage<T> {
  readonly total: number;
  readonly start: number;
  readonly num: number;
  readonly nextStart: number;
  readonly results: readonly T[];
  /** Present (true) when `total` is an estimate (ADR 0195). */
  readonly totalIsApproximate?: boolean;
}

/** Builds a response whose `next()` repeats the search from `nextStart`. */
export function portalPage(
  total: number,
  nextStart: number,
  results: readonly HubSearchResult[],
  fetchPage: (start: number) => Promise<HubSearchResponse>,
  aggregations?: readonly HubAggregation[],
  totalIsApproximate = false,
): HubSearchResponse {
  const hasNext = nextStart > 0;
  return {
    total,
    results,
    hasNext,
    next: () => {
      if (!hasNext) return Promise.reject(noMorePages());
      return fetchPage(nextStart);
    },
    ...(aggregations ? { aggregations } : {}),
    ...(totalIsApproximate ? { totalIsApproximate: true as const } : {}),
  };
}

/** Asked for a page after the last one. */
export function noMorePages(): HubError {
  return new HubError('NO_MORE_RESULTS', 'No more results for this query and options.');
}
