import type { RawBuilder, SqlBool } from 'kysely';

/**
 * A compiled group or user search, as `search/compileRecordSearch` builds it: conditions ANDed
 * together (the caller's visibility always first), the relevance expression when `q` has text,
 * the sort keys, and the page window (never past the first 10,000 results).
 */
export interface RecordSearchQuery<S extends string> {
  readonly where: readonly RawBuilder<SqlBool>[];
  readonly relevance: RawBuilder<number> | undefined;
  readonly sort: readonly { readonly field: S | 'relevance'; readonly order: 'asc' | 'desc' }[];
  readonly offset: number;
  readonly limit: number;
}

/** `%value%` for ILIKE, with the pattern characters of the value escaped. */
export function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** 1-based `start` and `num` of a list that is not a search (group members). */
export interface Page {
  readonly start: number;
  readonly num: number;
}
