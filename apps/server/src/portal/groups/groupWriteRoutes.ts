import { followedEntityOf } from '@plaza/core';
import { Hono } from 'hono';
import { itemVisibility } from '../../access/itemVisibility.ts';
import { findVisibleItem } from '../../db/repositories/itemRepository.ts';
import { hasPrivilege } from '../../auth/caller.ts';
import { addGroupUsers } from '../../commands/groups/addGroupUsers.ts';
import { nowFrom } from '../../auth/clock.ts';
import { requireUser } from '../../auth/requireUser.ts';
import { deleteApplication, insertApplication } from '../../db/repositories/groupApplicationRepository.ts';
import {
  deleteMember,
  findMembership,
  updateMemberType,
  upsertMember,
} from '../../db/repositories/groupMemberRepository.ts';
import { deleteGroupRow, groupTitleTaken, updateGroupRow } from '../../db/repositories/groupRepository.ts';
import { findUserByUsername } from '../../db/repositories/userRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { identityErrors } from '../../errors/identityErrors.ts';
import { listParam } from '../pageParams.ts';
import { portalErrors } from '../../errors/portalError.ts';
import { readPortalParams } from '../../http/portalParams.ts';
import { canAssignMembers, canDeleteGroup, canUpdateGroup } from './groupAccess.ts';
import { assertRoomForGroup } from '../../commands/groups/groupLimit.ts';
import { assertMaySetGroupFields, groupColumns } from './groupPrivileges.ts';
import { loadGroup } from './loadGroup.ts';
import { readGroupFields } from './readGroupFields.ts';

/** Writes on `/sharing/rest/community/groups/{id}/...`; all POST. */
export function groupWriteRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post('/:id/update', async (c) => {
    const me = requireUser(c);
    const { group, membership } = await loadGroup(c);
    if (!canUpdateGroup(me, group, membership)) throw portalErrors.forbidden();
    const fields = readGroupFields(await readPortalParams(c));
    assertMaySetGroupFields(me, fields);
    const deps = c.get('deps');
    if (fields.title !== undefined && (await groupTitleTaken(deps.db, group.org_id, fields.title, group.id))) {
      throw identityErrors.groupTitleTaken(fields.title);
    }
    await updateGroupRow(deps.db, group.id, { ...groupColumns(fields), modified: nowFrom(deps) });
    return c.json({ success: true, groupId: group.id });
  });

  routes.post('/:id/delete', async (c) => {
    const me = requireUser(c);
    const { group, membership } = await loadGroup(c);
    if (!canDeleteGroup(me, group, membership)) throw portalErrors.forbidden();
    if (group.protected) throw identityErrors.groupProtected();
    await deleteGroupRow(c.get('deps').db, group.id);
    return c.json({ success: true, groupId: group.id });
  });

  for (const [path, value] of [
    ['protect', true],
    ['unprotect', false],
  ] as const) {
    routes.post(`/:id/${path}`, async (c) => {
      const me = requireUser(c);
      const { group, membership } = await loadGroup(c);
      if (!canUpdateGroup(me, group, membership)) throw portalErrors.forbidden();
      const deps = c.get('deps');
      await updateGroupRow(deps.db, group.id, { protected: value, modified: nowFrom(deps) });
      return c.json({ success: true });
    });
  }

  routes.post('/:id/join', async (c) => {
    const me = requireUser(c);
    const { group, membership } = await loadGroup(c);
    if (membership) return c.json({ success: true, groupId: group.id });
    const sameOrg = me.orgId === group.org_id;
    if (!hasPrivilege(me, sameOrg ? 'portal:user:joinGroup' : 'portal:user:joinNonOrgGroup')) {
      throw portalErrors.forbidden();
    }
    if (group.is_invitation_only) throw identityErrors.invitationOnly();
    if (group.membership_access !== 'none' && !sameOrg) throw identityErrors.membershipRestricted();
    const deps = c.get('deps');
    // Following is joining a followers group: only for those who may see what it follows (issue 19).
    const followed = followedEntityOf({ typeKeywords: group.type_keywords });
    if (followed && !(await findVisibleItem(deps.db, followed.id, itemVisibility(me)))) {
      throw portalErrors.forbidden('You cannot follow something you cannot see.');
    }
    // A group that is not auto-join takes a request its managers accept or decline (ADR 0154); an administrator who
    // may add members to it joins at once.
    if (!group.auto_join && !canAssignMembers(me, group, membership)) {
      await insertApplication(deps.db, group.id, me.username, nowFrom(deps));
      return c.json({ success: true, groupId: group.id });
    }
    await deps.db.transaction().execute(async (trx) => {
      await assertRoomForGroup(trx, { username: me.username, org_id: me.orgId });
      await upsertMember(trx, {
        groupId: group.id,
        username: me.username,
        memberType: 'member',
        joined: nowFrom(deps),
      });
    });
    return c.json({ success: true, groupId: group.id });
  });

  routes.post('/:id/leave', async (c) => {
    const me = requireUser(c);
    const { group, membership } = await loadGroup(c);
    // Leaving a group one only asked to join withdraws the request.
    if (!membership && (await deleteApplication(c.get('deps').db, group.id, me.username))) {
      return c.json({ success: true, groupId: group.id });
    }
    if (!membership) throw portalErrors.badRequest('You are not a member of this group.');
    if (membership.member_type === 'owner') throw identityErrors.ownerCannotLeave();
    await deleteMember(c.get('deps').db, group.id, me.username);
    return c.json({ success: true, groupId: group.id });
  });

  // users= and admins= (comma-separated). Those who are not members afterwards come back in notAdded.
  routes.post('/:id/addUsers', async (c) => {
    const me = requireUser(c);
    const { group, membership } = await loadGroup(c);
    if (!canAssignMembers(me, group, membership)) throw portalErrors.forbidden();
    const params = await readPortalParams(c);
    const wanted = [
      ...(listParam(params, 'users') ?? []).map((u) => [u, 'member'] as const),
      ...(listParam(params, 'admins') ?? []).map((u) => [u, 'admin'] as const),
    ];
    const deps = c.get('deps');
    // Users of an organisation that does not trust the group's are invited, not added (ADR 0115).
    const { notAdded, invited } = await addGroupUsers(deps.db, { group, wanted, by: me.username, now: nowFrom(deps) });
    return c.json({ notAdded, invited });
  });

  // Changes the member type of existing members: admins= become admins, users= become plain members. The owner
  // stays the owner; anyone who is not a member comes back with success false.
  routes.post('/:id/updateUsers', async (c) => {
    const me = requireUser(c);
    const { group, membership } = await loadGroup(c);
    if (!canAssignMembers(me, group, membership)) throw portalErrors.forbidden();
    const params = await readPortalParams(c);
    const wanted = [
      ...(listParam(params, 'admins') ?? []).map((u) => [u, 'admin'] as const),
      ...(listParam(params, 'users') ?? []).map((u) => [u, 'member'] as const),
    ];
    if (wanted.length === 0) throw portalErrors.badRequest('Provide the users to update in admins or users.');
    const results = await c
      .get('deps')
      .db.transaction()
      .execute(async (trx) => {
        const done: { username: string; success: boolean }[] = [];
        for (const [name, memberType] of wanted) {
          const existing = await findMembership(trx, group.id, name);
          const success = existing !== undefined && existing.member_type !== 'owner';
          if (success) await updateMemberType(trx, group.id, existing.username, memberType);
          done.push({ username: name, success });
        }
        return done;
      });
    return c.json({ results });
  });

  routes.post('/:id/removeUsers', async (c) => {
    const me = requireUser(c);
    const { group, membership } = await loadGroup(c);
    if (!canAssignMembers(me, group, membership)) throw portalErrors.forbidden();
    const names = listParam(await readPortalParams(c), 'users') ?? [];
    const notRemoved: string[] = [];
    await c
      .get('deps')
      .db.transaction()
      .execute(async (trx) => {
        for (const name of names) {
          const user = await findUserByUsername(trx, name);
          const existing = user ? await findMembership(trx, group.id, user.username) : undefined;
          if (!user || !existing || existing.member_type === 'owner') notRemoved.push(name);
          else await deleteMember(trx, group.id, user.username);
        }
      });
    return c.json({ notRemoved });
  });
  return routes;
}
