import { Hono, type Context } from 'hono';
import { nowFrom } from '../../auth/clock.ts';
import { requireUser } from '../../auth/requireUser.ts';
import {
  deleteInvitation,
  findOpenInvitation,
  listOpenInvitations,
} from '../../db/repositories/groupInvitationRepository.ts';
import { upsertMember } from '../../db/repositories/groupMemberRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { assertRoomForGroup } from '../../commands/groups/groupLimit.ts';
import { identityErrors } from '../../errors/identityErrors.ts';
import { PortalError } from '../../errors/portalError.ts';

const invitationNotFound = () => new PortalError(400, 'COM_0025', 'Invitation does not exist or has expired.');

/** The caller, who must be the `{username}` of the path: invitations are read and answered by their user only. */
function requireInvitee(c: Context<AppEnv>) {
  const me = requireUser(c);
  if ((c.req.param('username') ?? '').toLowerCase() !== me.username.toLowerCase()) throw identityErrors.userNotFound();
  return me;
}

/**
 * `/sharing/rest/community/users/{username}/invitations[/{id}/accept|decline]` (ADR 0115): a user's open
 * invitations to groups of organisations that their own does not trust, and the answer to one. Accepting
 * joins the group within the user's groups-per-user limit, in one transaction with removing the invitation.
 */
export function invitationRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.on(['GET', 'POST'], '/', async (c) => {
    const me = requireInvitee(c);
    const deps = c.get('deps');
    const rows = await listOpenInvitations(deps.db, me.username, nowFrom(deps));
    return c.json({
      userInvitations: rows.map((row) => ({
        id: row.id,
        targetType: 'group',
        targetId: row.group_id,
        group: { id: row.group_id, title: row.group_title, owner: row.group_owner },
        fromUsername: row.invited_by,
        memberType: row.member_type,
        received: row.created,
        expiration: row.expires,
      })),
    });
  });
  routes.post('/:id/accept', async (c) => {
    const me = requireInvitee(c);
    const deps = c.get('deps');
    const now = nowFrom(deps);
    const groupId = await deps.db.transaction().execute(async (trx) => {
      const invitation = await findOpenInvitation(trx, c.req.param('id'), me.username, now);
      if (!invitation) throw invitationNotFound();
      await assertRoomForGroup(trx, { username: me.username, org_id: me.orgId });
      await upsertMember(trx, {
        groupId: invitation.group_id,
        username: me.username,
        memberType: invitation.member_type,
        joined: now,
      });
      await deleteInvitation(trx, invitation.id);
      return invitation.group_id;
    });
    return c.json({ success: true, username: me.username, groupId });
  });
  routes.post('/:id/decline', async (c) => {
    const me = requireInvitee(c);
    const deps = c.get('deps');
    const invitation = await findOpenInvitation(deps.db, c.req.param('id'), me.username, nowFrom(deps));
    if (!invitation) throw invitationNotFound();
    await deleteInvitation(deps.db, invitation.id);
    return c.json({ success: true, username: me.username, groupId: invitation.group_id });
  });
  return routes;
}
