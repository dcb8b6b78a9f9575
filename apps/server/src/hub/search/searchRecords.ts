import { HubError, parseHubSearchFilter } from '@plaza/core';
import type { RawBuilder, SqlBool } from 'kysely';
import type { Caller } from '../../auth/caller.ts';
import type { Db } from '../../db/database.ts';
import { searchItemRows, type ItemSearchResult } from '../../db/repositories/itemSearchRepository.ts';
import { HubApiError } from '../../errors/hubApiError.ts';
import { compileItemSearch, queryTypes } from '../../search/compileItemSearch.ts';
import { compileQuery } from '../../search/compileQuery.ts';
import { ITEM_SEARCH } from '../../search/itemSearchTarget.ts';
import type { QueryNode } from '../../search/QueryNode.ts';
import { QuerySyntaxError } from '../../search/QuerySyntaxError.ts';
import { readItemSearch } from '../../search/readItemSearch.ts';
import { filterToQueryNode } from './filterToQueryNode.ts';
import { collectionNode } from './recordCollections.ts';
import type { RecordsParams } from './readRecordsParams.ts';

/** A records search: validated parameters, a collection, and the facets wanted. */
export interface RecordsSearch {
  readonly collectionId: string;
  readonly params: RecordsParams;
  readonly counts?: { readonly fields: readonly string[]; readonly size: number };
}

/**
 * Runs a hub search API query through the portal search's own pipeline: `readItemSearch` validates
 * `q`, bbox, sort, paging and facets exactly as `/sharing/rest/search` does; the `filter` and the
 * collection become query trees compiled by the same `compileQuery`; `compileItemSearch` ANDs the
 * one visibility rule (`itemVisibility`) first; `searchItemRows` answers rows, total and facets under
 * the same conditions. So the two searches cannot disagree on ids, totals or counts.
 *
 * @example
 * const result = await searchRecords(db, caller, { collectionId: 'dataset', params });
 */
export async function searchRecords(db: Db, caller: Caller, search: RecordsSearch): Promise<ItemSearchResult> {
  return asBadRequest(() => {
    const { params } = search;
    const request = readItemSearch({
      q: params.q ?? '',
      ...(params.bbox ? { bbox: params.bbox.join(',') } : {}),
      ...(params.sort ? { sortField: params.sort.field, sortOrder: params.sort.order } : {}),
      start: String(params.startindex),
      num: String(params.limit),
      ...(search.counts ? { countFields: search.counts.fields.join(','), countSize: String(search.counts.size) } : {}),
    });
    // A collection alone (no filter) is a list of types, which the maintained counts answer (ADR 0165).
    const collection = collectionNode(search.collectionId);
    const collectionTypes = collection && !params.filter ? queryTypes(collection) : undefined;
    const compiled = compileItemSearch(
      request,
      caller,
      scopeOf(search),
      collectionTypes === false ? undefined : collectionTypes,
    );
    return searchItemRows(db, compiled);
  });
}

/** The collection's types and the parsed `filter`, compiled like any portal `q`. */
function scopeOf(search: RecordsSearch): RawBuilder<SqlBool>[] {
  const nodes: QueryNode[] = [];
  const collection = collectionNode(search.collectionId);
  if (collection) nodes.push(collection);
  if (search.params.filter) nodes.push(filterToQueryNode(parseHubSearchFilter(search.params.filter)));
  if (nodes.length === 0) return [];
  const compiled = compileQuery(nodes.length === 1 ? nodes[0]! : { kind: 'and', children: nodes }, ITEM_SEARCH);
  return compiled ? [compiled] : [];
}

/** Malformed queries, filters and values are the caller's fault: 400 with the parser's words. */
export async function asBadRequest<T>(run: () => Promise<T> | T): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof QuerySyntaxError) throw new HubApiError(400, 'Bad Request', error.message);
    if (error instanceof HubError && (error.code === 'INVALID_FILTER' || error.code === 'INVALID_DATE')) {
      throw new HubApiError(400, 'Bad Request', error.message);
    }
    throw error;
  }
}
