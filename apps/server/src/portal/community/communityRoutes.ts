import { Hono } from 'hono';
import { requireUser } from '../../auth/requireUser.ts';
import { findMembershipsOfUser } from '../../db/repositories/groupMemberRepository.ts';
import { findGroupsByIds } from '../../db/repositories/groupRepository.ts';
import { findUserByUsername } from '../../db/repositories/userRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { presentGroup } from '../../presenters/groupPresenter.ts';
import { presentUser } from '../../presenters/userPresenter.ts';
import { createGroupRoutes } from '../groups/createGroupRoutes.ts';
import { groupsRoutes } from '../groups/groupsRoutes.ts';
import { portalErrors } from '../../errors/portalError.ts';
import { usersRoutes } from '../users/usersRoutes.ts';

/** `/sharing/rest/community/...`: the signed-in user, users, groups. */
export function communityRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  // The signed-in user with role, privileges and every group membership.
  routes.on(['GET', 'POST'], '/self', async (c) => {
    const me = requireUser(c);
    const { db } = c.get('deps');
    const user = await findUserByUsername(db, me.username);
    if (!user) throw portalErrors.invalidToken();
    const memberships = new Map((await findMembershipsOfUser(db, me.username)).map((m) => [m.group_id, m]));
    const rows = await findGroupsByIds(db, [...memberships.keys()]);
    const groups = rows
      .map((group) => presentGroup(group, { username: me.username, membership: memberships.get(group.id) }))
      .sort((a, b) => a.title.localeCompare(b.title));
    return c.json({ ...presentUser(user, true), groups });
  });

  routes.route('/users', usersRoutes());
  routes.route('/groups', groupsRoutes());
  routes.route('/createGroup', createGroupRoutes());
  return routes;
}
