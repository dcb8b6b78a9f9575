/** A weight of a search vector: A title-like, B tags-like, C snippet-like, D description-like. */
export type TextWeight = 'A' | 'B' | 'C' | 'D';

/**
 * How one searchable field of `q` matches (PORTAL-API.md "Search"). Columns are table-qualified
 * (`items.tags_lc`) and come only from the fixed field maps, never from a query.
 * - `text`: full text (stemmed) over the target's weighted search vector, restricted to one weight;
 *   `column` is what the search `filter` parameter compares whole (case-insensitively);
 * - `keywords`: exact, case-insensitive membership in a lower-cased `text[]` column;
 * - `jsonKeywords`: the same over a `jsonb` array of strings;
 * - `keyword`: exact, case-insensitive equality with a text column; `ranges` allows `[a TO b]` in text order;
 * - `id`: exact equality with an id column;
 * - `number`/`date`: equality or ranges (dates as epoch milliseconds or ISO 8601);
 * - `boolean`: `true`/`false`.
 *
 * `private` fields are shown only to some callers (a user's role to themself and their org's
 * administrators): a term on one matches only rows whose private fields the caller may see.
 */
export type QueryField = (
  | { readonly kind: 'text'; readonly weight: TextWeight; readonly column: string }
  | { readonly kind: 'keywords' | 'jsonKeywords'; readonly column: string }
  | { readonly kind: 'keyword'; readonly column: string; readonly ranges?: boolean }
  | { readonly kind: 'id' | 'number' | 'date' | 'boolean'; readonly column: string }
) & { readonly private?: boolean };

/** Fields a range `[a TO b]` applies to: numbers, dates, and keyword fields in text order. */
export function supportsRange(field: QueryField): boolean {
  return field.kind === 'number' || field.kind === 'date' || (field.kind === 'keyword' && field.ranges === true);
}
