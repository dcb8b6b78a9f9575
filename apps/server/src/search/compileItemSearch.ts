import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { itemReaders, itemVisibilityByReaders, itemVisibilityParts } from '../access/itemVisibility.ts';
import type { Caller } from '../auth/caller.ts';
import type { ItemSearchQuery } from '../db/repositories/itemSearchRepository.ts';
import type { QueryNode } from './QueryNode.ts';
import { compileQuery } from './compileQuery.ts';
import { ITEM_SEARCH } from './itemSearchTarget.ts';
import type { ItemSearchRequest } from './readItemSearch.ts';
import { rankQueryText } from './rankQueryText.ts';
import { pageWindow } from './searchPage.ts';
import { searchWords } from './textQuery.ts';

/**
 * Turns a validated search request into the repository's query: the caller's visibility (always
 * first), `q`, `filter`, `bbox` (extent overlap), `categories`, `categoryFilters` and any scope (a group), all
 * parameterised; sort, the 10,000-result paging window and the facets. A search with no words but types, and nothing
 * else narrowing it, also says how the maintained facet counts answer its total and counts (`counted`, ADR 0165).
 * `scopeTypes` says that the scope is nothing but those types (a hub search collection), so such a search can be
 * counted too. A search for one word and nothing else may read its first results from the ranked title words, as the
 * caller's principals may (`titleWord`, ADR 0195, 0196).
 *
 * @example
 * compileItemSearch(request, caller, [inGroup(groupId)]);
 * compileItemSearch(request, caller, [collectionSql], ['csv', 'feature service']);
 */
export function compileItemSearch(
  request: ItemSearchRequest,
  caller: Caller,
  scope: readonly RawBuilder<SqlBool>[] = [],
  scopeTypes?: readonly string[],
): ItemSearchQuery {
  const where: RawBuilder<SqlBool>[] = [itemVisibilityByReaders(caller), ...scope];
  const q = compileQuery(request.q, ITEM_SEARCH);
  if (q) where.push(q);
  const filter = request.filter ? compileQuery(request.filter, ITEM_SEARCH, { exact: true }) : undefined;
  if (filter) where.push(filter);
  if (request.bbox) {
    const [xmin, ymin, xmax, ymax] = request.bbox;
    where.push(sql<SqlBool>`items.extent_box && box(point(${xmin}, ${ymin}), point(${xmax}, ${ymax}))`);
  }
  if (request.categories.length > 0) {
    const paths = request.categories.map((c) => c.toLowerCase());
    const below = paths.map((p) => `${escapeLike(p)}/%`);
    where.push(
      sql<SqlBool>`exists (select 1 from unnest(items.categories_lc) as c(v) where c.v = any(${paths}::text[]) or c.v like any(${below}::text[]))`,
    );
  }
  if (request.categoryFilters.length > 0) {
    // A word matches a category name below the root: "/categories/water/storm drains" has the names
    // "water" and "storm drains", so `water`, `storm` and `drain` match it, `categories` does not.
    const words = request.categoryFilters.map((w) => `%${escapeLike(w)}%`);
    where.push(
      sql<SqlBool>`exists (select 1 from unnest(items.categories_lc) as c(v) where substring(c.v from '^/?[^/]*(/.*)$') like any(${words}::text[]))`,
    );
  }
  const types = bothTypes(queryTypes(request.q), scopeTypes);
  const countable =
    types !== false &&
    (scope.length === 0 || scopeTypes !== undefined) &&
    !request.filter &&
    !request.bbox &&
    request.categories.length === 0 &&
    request.categoryFilters.length === 0;
  const word = oneWord(request.q);
  const plain =
    scope.length === 0 &&
    !request.filter &&
    !request.bbox &&
    request.categories.length === 0 &&
    request.categoryFilters.length === 0;
  return {
    where,
    ...(countable ? { counted: { ...itemVisibilityParts(caller), types } } : {}),
    ...(word !== undefined && plain ? { titleWord: { word, readers: itemReaders(caller) } } : {}),
    rank: rankQueryText(request.q, ITEM_SEARCH),
    sort: request.sort,
    ...pageWindow(request.start, request.num),
    counts: request.countFields.map((field) => ({ field, size: request.countSize })),
  };
}

/**
 * The lower-cased types a query asks for when it asks for nothing else (`type:"Web Map" OR type:PDF`), undefined for
 * no query at all, false for anything else.
 *
 * @example
 * queryTypes(parseQuery('type:PDF OR type:"Web Map"')); // ['pdf', 'web map']
 */
export function queryTypes(node: QueryNode): readonly string[] | undefined | false {
  if (node.kind === 'all') return undefined;
  if (node.kind === 'term') {
    return node.field?.toLowerCase() === 'type' && !node.prefix && node.value !== ''
      ? [node.value.toLowerCase()]
      : false;
  }
  if (node.kind !== 'or') return false;
  const types: string[] = [];
  for (const child of node.children) {
    const inner = queryTypes(child);
    if (!inner) return false;
    types.push(...inner);
  }
  return types;
}

/**
 * The one word a query is, when it is nothing else: unfielded terms that are not prefixes (a quoted one-word phrase
 * too) holding one word between them, stop words aside. Such a search matches and ranks by that word alone (ADR 0196).
 *
 * @example
 * oneWord(parseQuery('Water', ITEM_SEARCH)); // 'water'
 * oneWord(parseQuery('water quality', ITEM_SEARCH)); // undefined
 */
export function oneWord(node: QueryNode): string | undefined {
  const words = plainWords(node);
  return words?.length === 1 ? words[0] : undefined;
}

/** The words of unfielded, unprefixed terms ANDed together (stop words match everything); undefined for anything else. */
function plainWords(node: QueryNode): string[] | undefined {
  if (node.kind === 'term') return node.field === undefined && !node.prefix ? searchWords(node.value) : undefined;
  if (node.kind !== 'and') return undefined;
  const words: string[] = [];
  for (const child of node.children) {
    const inner = plainWords(child);
    if (!inner) return undefined;
    words.push(...inner);
  }
  return words;
}

/** The types both lists allow (undefined: every type); false when none is left, which the counts are not asked about. */
function bothTypes(
  fromQuery: readonly string[] | undefined | false,
  fromScope: readonly string[] | undefined,
): readonly string[] | undefined | false {
  if (fromQuery === false || fromScope === undefined) return fromQuery;
  if (fromQuery === undefined) return fromScope;
  const both = fromQuery.filter((type) => fromScope.includes(type));
  return both.length > 0 ? both : false;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** Scope of a group's content search: items shared to the group. */
export function sharedToGroup(groupId: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`items.group_ids @> ${[groupId]}::text[]`;
}
