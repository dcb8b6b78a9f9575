import type { Caller } from '../../auth/caller.ts';
import type { Db } from '../../db/database.ts';
import {
  searchUserRows,
  userPrivateFieldsVisibleTo,
  usersOfOrg,
  usersVisibleTo,
} from '../../db/repositories/userRepository.ts';
import { presentUser, type UserJson } from '../../presenters/userPresenter.ts';
import { compileRecordSearch } from '../../search/compileRecordSearch.ts';
import { readSearchRequest } from '../../search/readSearchRequest.ts';
import { nextStartOf } from '../../search/searchPage.ts';
import { USER_SEARCH } from '../../search/userSearchTarget.ts';
import type { PortalParams } from '../../http/portalParams.ts';
import { portalQuery } from '../search/portalQuery.ts';
import { seesPrivateFields, userViewerOf } from './userVisibility.ts';

export interface UserSearchResponse {
  query: string;
  total: number;
  start: number;
  num: number;
  nextStart: number;
  results: UserJson[];
}

/**
 * A user search as the caller sees it (`/community/users`, or with `orgId` the caller's org for
 * `/portals/self/users/search`): the `q` language, sort fields and paging of every portal search
 * over the user field map, ANDed with the user visibility rule. Private fields (e-mail, role, ...)
 * are presented only to the user and their org's administrators, and terms on them match only there.
 *
 * @example
 * return c.json(await executeUserSearch(db, caller, params, { orgId: me.orgId }));
 */
export async function executeUserSearch(
  db: Db,
  caller: Caller,
  params: PortalParams,
  scope: { readonly orgId?: string } = {},
): Promise<UserSearchResponse> {
  const viewer = userViewerOf(caller);
  const { request, query } = portalQuery(() => {
    const read = readSearchRequest(params, USER_SEARCH);
    return {
      request: read,
      query: compileRecordSearch(read, USER_SEARCH, usersVisibleTo(viewer), {
        scope: scope.orgId === undefined ? [] : [usersOfOrg(scope.orgId)],
        privateFields: userPrivateFieldsVisibleTo(viewer),
      }),
    };
  });
  const { total, rows } = await searchUserRows(db, query);
  return {
    query: request.qText,
    total,
    start: request.start,
    num: request.num,
    nextStart: nextStartOf(request.start, request.num, total),
    results: rows.map((u) => presentUser(u, seesPrivateFields(caller, u))),
  };
}
