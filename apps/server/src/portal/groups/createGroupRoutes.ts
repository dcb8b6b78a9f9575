import { Hono } from 'hono';
import { hasPrivilege } from '../../auth/caller.ts';
import { nowFrom } from '../../auth/clock.ts';
import { requireUser } from '../../auth/requireUser.ts';
import { newId } from '../../db/newId.ts';
import { findMembership, upsertMember } from '../../db/repositories/groupMemberRepository.ts';
import { findGroupById, groupTitleTaken, insertGroup } from '../../db/repositories/groupRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { presentGroup } from '../../presenters/groupPresenter.ts';
import { identityErrors } from '../../errors/identityErrors.ts';
import { portalErrors } from '../../errors/portalError.ts';
import { readPortalParams } from '../../http/portalParams.ts';
import { assertRoomForGroup } from '../../commands/groups/groupLimit.ts';
import { assertMaySetGroupFields, groupColumns } from './groupPrivileges.ts';
import { readGroupFields } from './readGroupFields.ts';

/** `POST /sharing/rest/community/createGroup` → `{success, group}`; the creator becomes its owner. */
export function createGroupRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/', async (c) => {
    const me = requireUser(c);
    if (!hasPrivilege(me, 'portal:user:createGroup')) throw portalErrors.forbidden();
    const fields = readGroupFields(await readPortalParams(c));
    if (!fields.title) throw portalErrors.badRequest('A group title is required.');
    const title = fields.title;
    assertMaySetGroupFields(me, { ...fields, access: fields.access ?? 'private' });
    const deps = c.get('deps');
    const id = newId();
    const now = nowFrom(deps);
    await deps.db.transaction().execute(async (trx) => {
      if (await groupTitleTaken(trx, me.orgId, title)) throw identityErrors.groupTitleTaken(title);
      await assertRoomForGroup(trx, { username: me.username, org_id: me.orgId });
      await insertGroup(trx, {
        access: 'private',
        ...groupColumns(fields),
        id,
        org_id: me.orgId,
        owner: me.username,
        title,
        thumbnail: fields.thumbnail ?? null,
        created: now,
        modified: now,
      });
      await upsertMember(trx, { groupId: id, username: me.username, memberType: 'owner', joined: now });
    });
    const group = await findGroupById(deps.db, id);
    const membership = await findMembership(deps.db, id, me.username);
    return c.json({ success: true, group: presentGroup(group!, { username: me.username, membership }) });
  });
  return routes;
}
