import type { RawBuilder, SqlBool } from 'kysely';
import { itemControlFor } from '../../access/itemControl.ts';
import type { Caller } from '../../auth/caller.ts';
import type { Db } from '../../db/database.ts';
import { searchItemRows } from '../../db/repositories/itemSearchRepository.ts';
import { findItemsInUpdateGroups } from '../../db/repositories/itemShareRepository.ts';
import { presentItem, type PresentedItem } from '../../presenters/itemPresenter.ts';
import { compileItemSearch } from '../../search/compileItemSearch.ts';
import { readItemSearch } from '../../search/readItemSearch.ts';
import { nextStartOf } from '../../search/searchPage.ts';
import type { PortalParams } from '../portalParams.ts';
import { portalQuery } from './portalQuery.ts';

export interface ItemSearchResponse {
  query: string;
  total: number;
  start: number;
  num: number;
  nextStart: number;
  results: PresentedItem[];
  aggregations?: { counts: { fieldName: string; fieldValues: { value: string; count: number }[] }[] };
}

/**
 * An item search as the caller sees it (`/search`, `/content/groups/{id}/search`): validate,
 * compile with the caller's visibility, run, present. A malformed `q` or parameter is a 400 in the
 * portal envelope whose message says what is wrong.
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
): Promise<ItemSearchResponse> {
  const { request, query } = portalQuery(() => {
    const read = readItemSearch(params);
    return { request: read, query: compileItemSearch(read, caller, scope) };
  });
  const result = await searchItemRows(db, query);
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
    nextStart: nextStartOf(request.start, request.num, result.total),
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
    };
  }
  return response;
}
