import { getTopLevelPredicate } from './getTopLevelPredicate.ts';
import type { HubQuery } from './HubQuery.ts';
import { toHubSearchFilter } from './toHubSearchFilter.ts';

/** The query parameters of `GET {api}/collections/{id}/items` (spec 3 §7), token excepted. */
export interface HubSearchParams {
  readonly filter?: string;
  readonly q?: string;
  readonly bbox?: string;
  readonly sortBy?: string;
  readonly limit?: string;
  readonly startindex?: string;
  readonly target?: string;
}

/** What {@link toHubSearchParams} needs besides the query. */
export interface ToHubSearchParamsOptions {
  readonly now: number;
  /** The site host, sent as `target` when it differs from the API's host. */
  readonly target?: string;
}

/**
 * Builds the hub search API parameters of a query: `filter` from the filters, `q` from the `term`
 * predicate, `bbox`, `sortBy` as `properties.{field}` (`-` prefixed when descending), `limit` from
 * `num` and `startindex` from `start` (1-based like the portal's) whenever given, as the reference sends them, `target`.
 *
 * @example
 * toHubSearchParams({ targetEntity: 'item', filters: [{ predicates: [{ term: 'parks' }] }],
 *   sortField: 'title', sortOrder: 'desc', num: 10 }, { now: 0 });
 * // { q: 'parks', sortBy: '-properties.title', limit: '10' }
 */
export function toHubSearchParams(query: HubQuery, options: ToHubSearchParamsOptions): HubSearchParams {
  const filter = toHubSearchFilter(query.filters, options);
  const term = getTopLevelPredicate('term', query.filters);
  const bbox = getTopLevelPredicate('bbox', query.filters);
  const params: Record<string, string> = {};
  if (filter) params.filter = filter;
  if (typeof term === 'string' && term.trim()) params.q = term.trim();
  if (typeof bbox === 'string' && bbox.trim()) params.bbox = bbox.trim();
  if (query.sortField) params.sortBy = `${query.sortOrder === 'desc' ? '-' : ''}properties.${query.sortField}`;
  if (query.num !== undefined) params.limit = String(query.num);
  if (query.start !== undefined) params.startindex = String(query.start);
  if (options.target) params.target = options.target;
  return params;
}
