import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { approximately } from '../../search/approximately.ts';
import type { SearchTuning } from '../../search/searchTuning.ts';
import type { Db } from '../database.ts';
import { countFromSummary, type CountedSearch, type ItemCountField } from './itemFacetCountRepository.ts';
import { facetColumns, facetParts, groupCounts, type FacetRequest } from './itemFacetParts.ts';
import { countItemsUpTo, itemRowsEstimate, sampleItemMatches } from './itemMatchEstimate.ts';
import { ITEM_COLUMNS, type ItemRow } from './itemRepository.ts';
import { titleWordCountUpTo, titleWordPage } from './itemTitleWordRepository.ts';

export type { ItemCountField } from './itemFacetCountRepository.ts';
export type ItemSortField = 'title' | 'created' | 'modified' | 'type' | 'owner' | 'numviews' | 'relevance';

export interface ItemSearchQuery {
  /** Conditions ANDed together; the caller's visibility is always one of them. */
  readonly where: readonly RawBuilder<SqlBool>[];
  /** Set when the maintained facet counts answer the total and counts (ADR 0165): the same items as `where`. */
  readonly counted?: CountedSearch;
  /** tsquery text that ranks by relevance (`relevance` sort). */
  readonly rank: string | undefined;
  /**
   * Set when `where` is the caller's visibility and this one word, nothing else (ADR 0196): its first results by
   * relevance may come from the ranked title words, read with the caller's `readers` (ADR 0195).
   */
  readonly titleWord?: { readonly word: string; readonly readers: readonly string[] };
  readonly sort: readonly { readonly field: ItemSortField; readonly order: 'asc' | 'desc' }[];
  readonly offset: number;
  readonly limit: number;
  readonly counts: FacetRequest;
}

export interface ItemSearchResult {
  readonly total: number;
  readonly rows: ItemRow[];
  readonly counts: { readonly field: ItemCountField; readonly values: { value: string; count: number }[] }[];
  /**
   * Set when the total and the counts are estimates from a sample (ADR 0195): how many matches the sample held, and
   * whether a result follows the page (the total cannot say).
   */
  readonly estimated?: { readonly sampleSize: number; readonly more: boolean };
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
 * Runs an item search: one page of rows, the total and the facet counts, all under the same conditions (so nothing
 * the caller may not read can show up in any of them). Ties sort by id so pages never overlap.
 *
 * - The maintained counts answer a search with no words but types (`counted`, ADR 0165): exact, whatever its size.
 * - With `estimate` (ADR 0195), more than `exactTotalUpTo` matches are not all counted: the page is read on its own
 *   (stopping early on an index, or from the ranked title words for one word, ADR 0196) and the total and facets are
 *   estimated from a sample of the catalog — only ever of items the caller may read.
 * - Otherwise exact: relevance-sorted pages carry the total (they visit every match anyway), other sorts stop early
 *   on an index and count separately, and a search with facets reads its matches once for all three.
 */
export async function searchItemRows(
  db: Db,
  query: ItemSearchQuery,
  estimate?: SearchTuning,
): Promise<ItemSearchResult> {
  const where = sql<SqlBool>`${sql.join(query.where, sql` and `)}`;
  if (query.counted) {
    const rows = await pageRows(db, where, query, query.limit);
    const summary = await countFromSummary(db, query.counted, query.counts);
    return { total: summary.total, rows, counts: groupCounts(query.counts, summary.counts) };
  }
  if (estimate) return estimatedSearch(db, where, query, estimate);
  return exactSearch(db, where, query);
}

/** Every match counted: `total` when it is already known. */
async function exactSearch(
  db: Db,
  where: RawBuilder<SqlBool>,
  query: ItemSearchQuery,
  known?: number,
): Promise<ItemSearchResult> {
  if (query.counts.length > 0) return searchAndCountInOnePass(db, where, query);
  const ranked = known === undefined && query.rank !== undefined && query.sort.some((s) => s.field === 'relevance');
  let total = known;
  let rows: ItemRow[] = [];
  if (query.limit > 0) {
    const page = await pageIds(db, where, query, query.limit, ranked);
    if (ranked && page.ids.length > 0) total = page.matched;
    rows = await rowsInOrder(db, page.ids);
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
 * A search whose total may be estimated (ADR 0195). A catalog no larger than the sample is counted. Otherwise a sample
 * of about `sampleRows` items comes first (its cost is fixed: the same storage blocks whatever the search); when it
 * puts the matches below twice `exactTotalUpTo` — and the title words (one word) do not already show more — they are
 * counted up to `exactTotalUpTo`, and if that is all of them the answer is exact. Otherwise the page is read alone
 * (one more row says whether another page follows) and the total and facets are the sample's, scaled.
 */
async function estimatedSearch(
  db: Db,
  where: RawBuilder<SqlBool>,
  query: ItemSearchQuery,
  tuning: SearchTuning,
): Promise<ItemSearchResult> {
  const catalog = await itemRowsEstimate(db);
  if (catalog <= tuning.sampleRows) return exactSearch(db, where, query);
  const least = tuning.exactTotalUpTo + 1;
  const percent = (100 * tuning.sampleRows) / catalog;
  const inTitles = query.titleWord
    ? await titleWordCountUpTo(db, query.titleWord.word, query.titleWord.readers, least)
    : 0;
  const sample = await sampleItemMatches(db, where, percent, query.counts);
  const sampled = (sample.matched * 100) / percent;
  if (inTitles < least && sampled < 2 * tuning.exactTotalUpTo) {
    const found = await countItemsUpTo(db, where, least);
    if (found < least) return exactSearch(db, where, query, found);
  }
  let ids: string[] = [];
  let more = false;
  if (query.limit > 0) {
    ids = (await titleWordIds(db, query)) ?? (await pageIds(db, where, query, query.limit + 1, false)).ids;
    more = ids.length > query.limit;
    ids = ids.slice(0, query.limit);
  }
  // More than `exactTotalUpTo` match, or likely do: never less than that, whatever the sample holds.
  const total = Math.max(least, sampled);
  const scale = sample.matched > 0 ? total / sample.matched : 0;
  return {
    total: approximately(total, least),
    rows: await rowsInOrder(db, ids),
    counts: groupCounts(
      query.counts,
      sample.counts.map((c) => ({ ...c, count: approximately(c.count * scale) })),
    ),
    estimated: { sampleSize: sample.matched, more },
  };
}

/** A one-word page by relevance from the ranked title words, with one more id; undefined when it is not all there. */
async function titleWordIds(db: Db, query: ItemSearchQuery): Promise<string[] | undefined> {
  if (!query.titleWord || query.sort[0]?.field !== 'relevance') return undefined;
  const { word, readers } = query.titleWord;
  const ids = await titleWordPage(db, word, readers, query.offset, query.limit + 1);
  return ids.length > query.limit ? ids : undefined;
}

/** The page's rows, with no total. */
async function pageRows(db: Db, where: RawBuilder<SqlBool>, query: ItemSearchQuery, limit: number): Promise<ItemRow[]> {
  if (limit <= 0) return [];
  return rowsInOrder(db, (await pageIds(db, where, query, limit, false)).ids);
}

/**
 * The page is chosen over narrow rows (id, and the match count when `ranked`), so sorting and counting many matches
 * never carries whole item rows; the page's rows are read by id afterwards.
 */
async function pageIds(
  db: Db,
  where: RawBuilder<SqlBool>,
  query: ItemSearchQuery,
  limit: number,
  ranked: boolean,
): Promise<{ ids: string[]; matched: number }> {
  let select = db
    .selectFrom('items')
    .select('items.id')
    .select(ranked ? sql<number>`count(*) over ()`.as('match_count') : sql<number>`0`.as('match_count'))
    .where(where);
  for (const { field, order } of query.sort) {
    const expression = sortExpression(field, query.rank);
    if (expression) select = select.orderBy(expression, order);
  }
  const page = await select.orderBy('items.id').offset(query.offset).limit(limit).execute();
  return { ids: page.map((p) => p.id), matched: Number(page[0]?.match_count ?? 0) };
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
  const result = await sql<{ ids: string[]; total: string; counts: [string, string, number][] }>`
    with m as materialized (select ${sql.join([sql`items.id`, ...keys, ...facetColumns(query.counts)])} from items where ${where})
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

async function rowsInOrder(db: Db, ids: readonly string[]): Promise<ItemRow[]> {
  if (ids.length === 0) return [];
  const found = await db.selectFrom('items').select(ITEM_COLUMNS).where('items.id', 'in', ids).execute();
  const byId = new Map(found.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
