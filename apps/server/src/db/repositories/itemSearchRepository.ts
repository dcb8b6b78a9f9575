import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../database.ts';
import {
  countFromSummary,
  COUNT_SOURCES,
  type CountedSearch,
  type ItemCountField,
} from './itemFacetCountRepository.ts';
import { ITEM_COLUMNS, type ItemRow } from './itemRepository.ts';

export type { ItemCountField } from './itemFacetCountRepository.ts';
export type ItemSortField = 'title' | 'created' | 'modified' | 'type' | 'owner' | 'numviews' | 'relevance';

export interface ItemSearchQuery {
  /** Conditions ANDed together; the caller's visibility is always one of them. */
  readonly where: readonly RawBuilder<SqlBool>[];
  /** Set when the maintained facet counts answer the total and counts (ADR 0165): the same items as `where`. */
  readonly counted?: CountedSearch;
  /** tsquery text that ranks by relevance (`relevance` sort). */
  readonly rank: string | undefined;
  readonly sort: readonly { readonly field: ItemSortField; readonly order: 'asc' | 'desc' }[];
  readonly offset: number;
  readonly limit: number;
  readonly counts: readonly { readonly field: ItemCountField; readonly size: number }[];
}

export interface ItemSearchResult {
  readonly total: number;
  readonly rows: ItemRow[];
  readonly counts: { readonly field: ItemCountField; readonly values: { value: string; count: number }[] }[];
}

const SORT_EXPRESSIONS: Readonly<Record<Exclude<ItemSortField, 'relevance'>, RawBuilder<unknown>>> = {
  title: sql`lower(items.title)`,
  created: sql`items.created`,
  modified: sql`items.modified`,
  type: sql`lower(items.type)`,
  owner: sql`lower(items.owner)`,
  numviews: sql`items.num_views`,
};

/** What a sort field orders by; relevance ranks by the query's words, and orders nothing without them. */
function sortExpression(field: ItemSortField, rank: string | undefined): RawBuilder<unknown> | undefined {
  if (field !== 'relevance') return SORT_EXPRESSIONS[field];
  return rank === undefined ? undefined : sql`ts_rank(items.search_vector, to_tsquery('english', ${rank}))`;
}

/**
 * Runs an item search: one page of rows, the total and the facet counts, all under the same
 * conditions (so nothing the caller may not read can show up in any of them). Ties sort by id so
 * pages never overlap. Relevance-sorted pages carry the total (they visit every match anyway);
 * other sorts stop early on an index and count separately. A search with facets reads its matches once for the
 * page, the total and the facets, unless the maintained counts can answer it (`counted`): then its total and facets
 * come from them.
 */
export async function searchItemRows(db: Db, query: ItemSearchQuery): Promise<ItemSearchResult> {
  const where = sql<SqlBool>`${sql.join(query.where, sql` and `)}`;
  if (!query.counted && query.counts.length > 0) return searchAndCountInOnePass(db, where, query);
  const ranked = query.rank !== undefined && query.sort.some((s) => s.field === 'relevance');
  let rows: ItemRow[] = [];
  let total: number | undefined;
  if (query.limit > 0) {
    // The page is chosen over narrow rows (id, and the match count when ranking), so sorting and counting many
    // matches never carries whole item rows; the page's rows are read by id afterwards.
    let select = db
      .selectFrom('items')
      .select('items.id')
      .select(ranked ? sql<number>`count(*) over ()`.as('match_count') : sql<number>`0`.as('match_count'))
      .where(where);
    for (const { field, order } of query.sort) {
      const expression = sortExpression(field, query.rank);
      if (expression) select = select.orderBy(expression, order);
    }
    const page = await select.orderBy('items.id').offset(query.offset).limit(query.limit).execute();
    if (ranked && page.length > 0) total = Number(page[0]!.match_count);
    rows = await rowsInOrder(
      db,
      page.map((p) => p.id),
    );
  }
  if (query.counted) {
    const summary = await countFromSummary(db, query.counted, query.counts);
    return { total: total ?? summary.total, rows, counts: groupCounts(query.counts, summary.counts) };
  }
  if (total === undefined) {
    const totalRow = await db
      .selectFrom('items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(where)
      .executeTakeFirstOrThrow();
    total = Number(totalRow.n);
  }
  return { total, rows, counts: [] };
}

/**
 * A search with facets that the maintained counts cannot answer visits every match anyway, so its page, total and
 * facets come from one read of the matches (their sort keys and facet fields only) instead of one read each.
 */
async function searchAndCountInOnePass(
  db: Db,
  where: RawBuilder<SqlBool>,
  query: ItemSearchQuery,
): Promise<ItemSearchResult> {
  const keys: RawBuilder<unknown>[] = [];
  const order: RawBuilder<unknown>[] = [];
  for (const { field, order: direction } of query.sort) {
    const expression = sortExpression(field, query.rank);
    if (!expression) continue;
    const name = `k_${keys.length}`;
    keys.push(sql`${expression} as ${sql.ref(name)}`);
    order.push(sql`${sql.ref(`m.${name}`)} ${sql.raw(direction === 'asc' ? 'asc' : 'desc')}`);
  }
  order.push(sql`m.id`);
  const fields = query.counts.map(({ field }) => sql`${COUNT_SOURCES[field].column} as ${sql.ref(`f_${field}`)}`);
  const result = await sql<{ ids: string[]; total: string; counts: [string, string, number][] }>`
    with m as materialized (select ${sql.join([sql`items.id`, ...keys, ...fields])} from items where ${where})
    select
      (select coalesce(array_agg(p.id order by p.n), '{}') from (
        select m.id, row_number() over (order by ${sql.join(order)}) as n from m
        order by ${sql.join(order)} offset ${query.offset} limit ${query.limit}) as p) as ids,
      (select count(*) from m) as total,
      (select coalesce(json_agg(json_build_array(c.field, c.value, c.count)), '[]') from (${facetParts(query.counts)}) as c)
        as counts`.execute(db);
  const answer = result.rows[0]!;
  return {
    total: Number(answer.total),
    rows: await rowsInOrder(db, answer.ids),
    counts: groupCounts(
      query.counts,
      answer.counts.map(([field, value, count]) => ({ field, value, count: Number(count) })),
    ),
  };
}

/** Each facet's most common values over the matches `m` (their `f_{field}` columns), `size` of them, most first. */
function facetParts(fields: ItemSearchQuery['counts']): RawBuilder<unknown> {
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

function groupCounts(
  fields: ItemSearchQuery['counts'],
  counts: readonly { field: string; value: string; count: number }[],
): ItemSearchResult['counts'] {
  return fields.map((c) => ({
    field: c.field,
    values: counts.filter((v) => v.field === c.field).map(({ value, count }) => ({ value, count })),
  }));
}

async function rowsInOrder(db: Db, ids: readonly string[]): Promise<ItemRow[]> {
  if (ids.length === 0) return [];
  const found = await db.selectFrom('items').select(ITEM_COLUMNS).where('items.id', 'in', ids).execute();
  const byId = new Map(found.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
