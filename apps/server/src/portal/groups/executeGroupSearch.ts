import { hasPrivilege, type Caller } from '../../auth/caller.ts';
import type { Db } from '../../db/database.ts';
import { findMembershipsOfUser } from '../../db/repositories/groupMemberRepository.ts';
import {
  groupsVisibleTo,
  groupsWithMember,
  searchGroupRows,
  type GroupViewer,
} from '../../db/repositories/groupRepository.ts';
import { presentGroup, type GroupJson } from '../../presenters/groupPresenter.ts';
import { compileRecordSearch } from '../../search/compileRecordSearch.ts';
import { GROUP_SEARCH } from '../../search/groupSearchTarget.ts';
import { readSearchRequest } from '../../search/readSearchRequest.ts';
import { nextStartOf } from '../../search/searchPage.ts';
import type { PortalParams } from '../../http/portalParams.ts';
import { portalQuery } from '../search/portalQuery.ts';
import { readMembershipScope } from './readMembershipScope.ts';

export interface GroupSearchResponse {
  query: string;
  total: number;
  start: number;
  num: number;
  nextStart: number;
  results: GroupJson[];
}

/**
 * A group search as the caller sees it (`/community/groups`): the `q` language, sort fields and
 * paging of every portal search over the group field map, ANDed with the group visibility rule (so
 * totals never count a group the caller may not see) and, with `searchUserAccess=groupMember`, with
 * the named user's memberships; each result with the caller's membership.
 *
 * @example
 * return c.json(await executeGroupSearch(db, caller, params));
 */
export async function executeGroupSearch(db: Db, caller: Caller, params: PortalParams): Promise<GroupSearchResponse> {
  const member = await readMembershipScope(db, caller, params);
  const { request, query } = portalQuery(() => {
    const read = readSearchRequest(params, GROUP_SEARCH);
    const scope = member === undefined ? [] : [groupsWithMember(member)];
    return {
      request: read,
      query: compileRecordSearch(read, GROUP_SEARCH, groupsVisibleTo(groupViewerOf(caller)), { scope }),
    };
  });
  const { total, rows } = await searchGroupRows(db, query);
  const memberships =
    caller.kind === 'user' && rows.length > 0
      ? new Map((await findMembershipsOfUser(db, caller.username)).map((m) => [m.group_id, m]))
      : undefined;
  return {
    query: request.qText,
    total,
    start: request.start,
    num: request.num,
    nextStart: nextStartOf(request.start, request.num, total),
    results: rows.map((g) =>
      presentGroup(
        g,
        caller.kind === 'user' ? { username: caller.username, membership: memberships?.get(g.id) } : undefined,
      ),
    ),
  };
}

function groupViewerOf(caller: Caller): GroupViewer {
  if (caller.kind !== 'user') return { kind: 'anonymous' };
  return {
    kind: 'user',
    username: caller.username,
    orgId: caller.orgId,
    orgAdmin: hasPrivilege(caller, 'portal:admin:viewGroups'),
  };
}
