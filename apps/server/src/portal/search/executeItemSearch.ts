import type { RawBuilder, SqlBool } from 'kysely';
import { itemControlFor } from '../../access/itemControl.ts';
import type { Caller } from '../../auth/caller.ts';
import type { Db } from '../../db/database.ts';
import { searchItemRows } from '../../db/repositories/itemSearchRepository.ts';
import { findItemsInUpdateGroups } from '../../db/repositories/itemShareRepository.ts';
import { presentItem, type PresentedItem } from '../../presenters/itemPresenter.ts';
import { compileItemSearch } from '../../search/compileItemSearch.ts';
import { readItemSearch } from '../../search/readItemSearch.ts';
import { nextStartAfter, nextStartOf } from '../../search/searchPage.ts';
import { DEFAULT_SEARCH_TUNING, type SearchTuning } from '../../search/searchTuning.ts';
import type { PortalParams } from '../../http/portalParams.ts';
import { portalQuery } from './portalQuery.ts';

export interface ItemSearchResponse {
  query: string;
  total: number;
  start: number;
  num: number;
  nextStart: number;
  /** Present (true) when `total` is an estimate ("about"); absent when it is exact (ADR 0195). */
  totalIsApproximate?: true;
  results: PresentedItem[];
  aggregations?: {
    counts: { fieldName: string; fieldValues: { value: string; count: number }[] }[];
    /** Present when the counts are estimates: how many matching items the sample that made them held. */
    sampleSize?: number;
  };
}

/**
 * An item search as the caller sees it (`/search`, `/content/groups/{id}/search`): validate,
 * compile with the caller's visibility, run, present. A malformed `q` or parameter is a 400 in the
 * portal envelope whose message says what is wrong. Past `tuning.exactTotalUpTo` matches the total and
 * counts are estimates, marked as such, unless the request says `exactCounts=true` (ADR 0195).
 *
 * @example
 * return c.json(await executeItemSearch(db, caller, params));
 */
export async function executeItemSearch(
  db: Db,
  caller: Caller,
  params: PortalParams,
  scope: readonly RawBuilder<SqlBool>[] = [],
  origin?: string,
  tuning: SearchTuning = DEFAULT_SEARCH_TUNING,
): Promise<ItemSearchResponse> {
  const { request, query } = portalQuery(() => {
    const read = readItemSearch(params);
    return { request: read, query: compileItemSearch(read, caller, scope) };
  });
  const result = await searchItemRows(db, query, request.exactCounts ? undefined : tuning);
  const updatable =
    caller.kind === 'user'
      ? await findItemsInUpdateGroups(
          db,
          result.rows.map((r) => r.id),
          caller.groupIds,
        )
      : new Set<string>();
  const response: ItemSearchResponse = {
    query: request.qText,
    total: result.total,
    start: request.start,
    num: request.num,
    nextStart: result.estimated
      ? nextStartAfter(request.start, request.num, result.estimated.more)
      : nextStartOf(request.start, request.num, result.total),
    ...(result.estimated ? { totalIsApproximate: true as const } : {}),
    results: result.rows.map((row) =>
      presentItem(row, {
        itemControl: itemControlFor(caller, row, updatable.has(row.id)),
        callerOrgId: caller.kind === 'user' ? caller.orgId : undefined,
        origin,
      }),
    ),
  };
  if (result.counts.length > 0) {
    response.aggregations = {
      counts: result.counts.map((c) => ({ fieldName: c.field, fieldValues: c.values })),
      ...(result.estimated ? { sampleSize: result.estimated.sampleSize } : {}),
    };
  }
  return response;
}
