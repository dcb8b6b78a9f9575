import { sql, type RawBuilder } from 'kysely';
import { COUNT_SOURCES, type ItemCountField } from './itemFacetCountRepository.ts';

/** The facets a search asks for: each field, and how many of its values. */
export type FacetRequest = readonly { readonly field: ItemCountField; readonly size: number }[];

/** One counted facet value, as the statements below answer it. */
export interface FacetValueCount {
  readonly field: string;
  readonly value: string;
  readonly count: number;
}

/**
 * The facet columns a set of matches `m` carries for {@link facetParts}: `f_{field}`, read from `items`.
 *
 * @example
 * sql`select ${sql.join(facetColumns(counts))} from items where ...`;
 */
export function facetColumns(fields: FacetRequest): RawBuilder<unknown>[] {
  return fields.map(({ field }) => sql`${COUNT_SOURCES[field].column} as ${sql.ref(`f_${field}`)}`);
}

/**
 * Each facet's most common values over the matches `m` (their `f_{field}` columns), `size` of them, most first, then
 * by value; array fields count each distinct value once per item.
 *
 * @example
 * sql`select json_agg(c) from (${facetParts(counts)}) as c`;
 */
export function facetParts(fields: FacetRequest): RawBuilder<unknown> {
  const parts = fields.map(({ field, size }) => {
    const column = sql.ref(`m.f_${field}`);
    const source = COUNT_SOURCES[field].array
      ? sql`m cross join lateral (select distinct u from unnest(${column}) as u) as v(value)`
      : sql`m cross join lateral (select ${column} as value) as v`;
    return sql`(select ${field}::text as field, v.value::text as value, count(*)::int as count from ${source}
      where v.value is not null and v.value <> '' group by v.value order by count(*) desc, v.value limit ${size})`;
  });
  return sql.join(parts, sql` union all `);
}

/**
 * The facets' values as a statement answered them (`[field, value, count]` rows), grouped per asked field in the
 * asked order.
 *
 * @example
 * groupCounts(query.counts, rows); // [{ field: 'type', values: [{ value: 'PDF', count: 3 }] }]
 */
export function groupCounts(
  fields: FacetRequest,
  counts: readonly FacetValueCount[],
): { field: ItemCountField; values: { value: string; count: number }[] }[] {
  return fields.map((c) => ({
    field: c.field,
    values: counts.filter((v) => v.field === c.field).map(({ value, count }) => ({ value, count })),
  }));
}
