import { Hono } from 'hono';
import { nowFrom } from '../../auth/clock.ts';
import { requireUser } from '../../auth/requireUser.ts';
import { deleteApplication, listApplications } from '../../db/repositories/groupApplicationRepository.ts';
import { upsertMember } from '../../db/repositories/groupMemberRepository.ts';
import { findUserByUsername } from '../../db/repositories/userRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { portalErrors } from '../../errors/portalError.ts';
import { canAssignMembers } from './groupAccess.ts';
import { assertRoomForGroup } from '../../commands/groups/groupLimit.ts';
import { loadGroup } from './loadGroup.ts';

/**
 * Requests to join a group (ADR 0154), for its managers: `GET /community/groups/{id}/applications` and POST
 * `.../applications/{username}/accept|decline`. Accepting adds the applicant as a member within their groups-per-user
 * limit and removes the request, in one transaction.
 */
export function groupApplicationRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  const managedGroup = async (c: Parameters<typeof loadGroup>[0]) => {
    const me = requireUser(c);
    const loaded = await loadGroup(c);
    if (!canAssignMembers(me, loaded.group, loaded.membership)) throw portalErrors.forbidden();
    return loaded.group;
  };

  routes.on(['GET', 'POST'], '/:id/applications', async (c) => {
    const group = await managedGroup(c);
    const rows = await listApplications(c.get('deps').db, group.id);
    return c.json({
      applications: rows.map((a) => ({ username: a.username, fullname: a.full_name, received: a.received })),
    });
  });

  routes.post('/:id/applications/:username/accept', async (c) => {
    const group = await managedGroup(c);
    const deps = c.get('deps');
    const username = c.req.param('username');
    await deps.db.transaction().execute(async (trx) => {
      const user = await findUserByUsername(trx, username);
      if (!user || !(await deleteApplication(trx, group.id, user.username))) throw noApplication();
      await assertRoomForGroup(trx, { username: user.username, org_id: user.org_id });
      await upsertMember(trx, {
        groupId: group.id,
        username: user.username,
        memberType: 'member',
        joined: nowFrom(deps),
      });
    });
    return c.json({ success: true, username, groupId: group.id });
  });

  routes.post('/:id/applications/:username/decline', async (c) => {
    const group = await managedGroup(c);
    const username = c.req.param('username');
    if (!(await deleteApplication(c.get('deps').db, group.id, username))) throw noApplication();
    return c.json({ success: true, username, groupId: group.id });
  });

  return routes;
}

function noApplication() {
  return portalErrors.badRequest('This user has not asked to join the group.');
}
