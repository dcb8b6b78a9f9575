import { Hono } from 'hono';
import { requireUser } from '../../auth/requireUser.ts';
import { countApplications, hasApplication } from '../../db/repositories/groupApplicationRepository.ts';
import { searchGroupMembers } from '../../db/repositories/groupMemberRepository.ts';
import type { GroupMemberType } from '../../db/schema.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { presentGroup } from '../../presenters/groupPresenter.ts';
import { nextStartOf } from '../../search/searchPage.ts';
import { readPage, readSortOrder } from '../pageParams.ts';
import { readPortalParams, stringParam } from '../../http/portalParams.ts';
import { executeGroupSearch } from './executeGroupSearch.ts';
import { canAssignMembers } from './groupAccess.ts';
import { groupApplicationRoutes } from './groupApplicationRoutes.ts';
import { groupWriteRoutes } from './groupWriteRoutes.ts';
import { loadGroup } from './loadGroup.ts';

const MEMBER_TYPES: readonly GroupMemberType[] = ['owner', 'admin', 'member'];
const MEMBER_SORT = ['username', 'fullname', 'joined', 'membertype'] as const;

/** `/sharing/rest/community/groups/...`: search, get, members; writes in {@link groupWriteRoutes}. */
export function groupsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.on(['GET', 'POST'], '/', async (c) => {
    const params = await readPortalParams(c);
    return c.json(await executeGroupSearch(c.get('deps').db, c.get('caller'), params));
  });

  // A signed-in caller's membership says how many requests to join wait (for its managers) and whether the caller
  // asked to join (ADR 0154).
  routes.on(['GET', 'POST'], '/:id', async (c) => {
    const { group, membership } = await loadGroup(c);
    const caller = c.get('caller');
    if (caller.kind !== 'user') return c.json(presentGroup(group));
    const { db } = c.get('deps');
    const applications = canAssignMembers(caller, group, membership) ? await countApplications(db, group.id) : 0;
    const applied = !membership && (await hasApplication(db, group.id, caller.username));
    return c.json(presentGroup(group, { username: caller.username, membership, applications, applied }));
  });

  // Member lists need a signed-in caller who can see the group.
  routes.on(['GET', 'POST'], '/:id/users', async (c) => {
    requireUser(c);
    const { group } = await loadGroup(c);
    const { rows } = await searchGroupMembers(c.get('deps').db, group.id, {}, { start: 1, num: 100_000 });
    return c.json({
      owner: group.owner,
      admins: rows.filter((m) => m.member_type !== 'member').map((m) => m.username),
      users: rows.filter((m) => m.member_type === 'member').map((m) => m.username),
    });
  });

  routes.on(['GET', 'POST'], '/:id/userlist', async (c) => {
    requireUser(c);
    const { group } = await loadGroup(c);
    const params = await readPortalParams(c);
    const page = readPage(params);
    const memberType = stringParam(params, 'memberType')?.toLowerCase();
    const sortField = stringParam(params, 'sortField')?.toLowerCase();
    const [joinedFrom, joinedTo] = (stringParam(params, 'joined') ?? '')
      .split(',')
      .map((s) => (s.trim() ? Number(s) : undefined));
    const { total, rows } = await searchGroupMembers(
      c.get('deps').db,
      group.id,
      {
        name: stringParam(params, 'name'),
        memberType: MEMBER_TYPES.find((t) => t === memberType),
        sortField: MEMBER_SORT.find((f) => f === sortField),
        sortOrder: readSortOrder(params),
        ...(Number.isFinite(joinedFrom) ? { joinedFrom } : {}),
        ...(Number.isFinite(joinedTo) ? { joinedTo } : {}),
      },
      page,
    );
    return c.json({
      total,
      start: page.start,
      num: page.num,
      nextStart: nextStartOf(page.start, page.num, total),
      owner: { username: group.owner },
      users: rows.map((m) => ({
        username: m.username,
        fullName: m.full_name,
        memberType: m.member_type,
        orgId: m.org_id,
        thumbnail: m.thumbnail,
        joined: m.joined,
      })),
    });
  });

  routes.route('/', groupWriteRoutes());
  routes.route('/', groupApplicationRoutes());
  return routes;
}
