import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { RecordSearchQuery } from '../db/repositories/searchSql.ts';
import { compileQuery } from './compileQuery.ts';
import { rankQueryText } from './rankQueryText.ts';
import type { SearchRequest } from './readSearchRequest.ts';
import { pageWindow } from './searchPage.ts';
import type { SearchTarget } from './SearchTarget.ts';

export interface RecordSearchScope {
  /** Further conditions, e.g. one organisation. */
  readonly scope?: readonly RawBuilder<SqlBool>[];
  /** Rows whose private fields the caller may see (see `compileQuery`). */
  readonly privateFields?: RawBuilder<SqlBool>;
}

/**
 * Turns a validated group or user search into the repository's query: the caller's visibility
 * (always first), any scope and `q`, all parameterised; relevance from the full-text words of
 * `q`; sort and the 10,000-result paging window.
 *
 * @example
 * compileRecordSearch(readSearchRequest(params, GROUP_SEARCH), GROUP_SEARCH, groupsVisibleTo(viewer));
 */
export function compileRecordSearch<S extends string>(
  request: SearchRequest<S>,
  target: SearchTarget<S>,
  visibility: RawBuilder<SqlBool>,
  options: RecordSearchScope = {},
): RecordSearchQuery<S> {
  const where: RawBuilder<SqlBool>[] = [visibility, ...(options.scope ?? [])];
  const q = compileQuery(request.q, target, options.privateFields ? { privateFields: options.privateFields } : {});
  if (q) where.push(q);
  const rank = rankQueryText(request.q, target);
  return {
    where,
    relevance: rank === undefined ? undefined : sql<number>`ts_rank(${target.vector}, to_tsquery('english', ${rank}))`,
    sort: request.sort,
    ...pageWindow(request.start, request.num),
  };
}
