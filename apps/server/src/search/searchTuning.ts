/**
 * When an item search answers with estimates instead of counting every match (issue 42, ADR 0195). Totals up to
 * `exactTotalUpTo` matches are always exact; past it, unless the request asks for `exactCounts`, the total and the
 * facets come from a sample of about `sampleRows` items of the catalog (all of them when it is that small).
 */
export interface SearchTuning {
  readonly exactTotalUpTo: number;
  readonly sampleRows: number;
}

/**
 * Exact up to 1,000 matches (a bounded count of at most that many rows); past it, estimated from about 10,000 items.
 *
 * @example
 * searchItemRows(db, query, DEFAULT_SEARCH_TUNING);
 */
export const DEFAULT_SEARCH_TUNING: SearchTuning = Object.freeze({ exactTotalUpTo: 1_000, sampleRows: 10_000 });
