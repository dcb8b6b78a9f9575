/** One page of a portal search: 1-based `start`; `nextStart` is −1 after the last page. */
export interface PortalPage<T> {
  readonly query?: string;
  readonly total: number;
  readonly start: number;
  readonly num: number;
  readonly nextStart: number;
  readonly results: readonly T[];
}

/** Paging and sorting of a portal search. */
export interface PortalSearchQuery {
  /** `field:value` terms, quoted phrases, `OR`; empty or `*` for everything visible. */
  readonly q?: string;
  readonly start?: number;
  /** At most 100. */
  readonly num?: number;
  readonly sortField?: string;
  readonly sortOrder?: 'asc' | 'desc';
}

/**
 * A search query as request parameters.
 *
 * @example
 * searchQueryToParams({ q: 'parks', num: 20 }); // { q: 'parks', num: 20 }
 */
export function searchQueryToParams(query: PortalSearchQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params[key] = value;
  return params;
}
