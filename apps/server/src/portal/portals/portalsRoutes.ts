import { Hono } from 'hono';
import { requireUser } from '../../auth/requireUser.ts';
import {
  findDefaultOrg,
  findOrgById,
  findTrustedOrgs,
  updateOrgProperties,
  type OrgRow,
} from '../../db/repositories/orgRepository.ts';
import { hasPrivilege } from '../../auth/caller.ts';
import { nowFrom } from '../../auth/clock.ts';
import { mergePortalProperties } from './readPortalProperties.ts';
import { findUserByUsername } from '../../db/repositories/userRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { requestOrigin } from '../../http/requestOrigin.ts';
import { presentPortalSelf } from '../../presenters/portalSelfPresenter.ts';
import { presentUser } from '../../presenters/userPresenter.ts';
import { identityErrors } from '../../errors/identityErrors.ts';
import { portalErrors } from '../../errors/portalError.ts';
import { readPortalParams, stringParam } from '../../http/portalParams.ts';
import { executeUserSearch } from '../users/executeUserSearch.ts';

/** `/sharing/rest/portals/...` */
export function portalsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  // The caller's organisation with the caller as `user`; anonymous callers get the default org.
  routes.on(['GET', 'POST'], '/self', async (c) => {
    const { db, config } = c.get('deps');
    const caller = c.get('caller');
    if (caller.kind === 'user') {
      const [org, user] = await Promise.all([findOrgById(db, caller.orgId), findUserByUsername(db, caller.username)]);
      if (!org || !user) throw portalErrors.invalidToken();
      return c.json(presentPortalSelf(org, config.baseDomain, presentUser(user, true), requestOrigin(c)));
    }
    const org = await findDefaultOrg(db);
    if (!org) throw portalErrors.notFound('The portal has no organisation yet.');
    return c.json(presentPortalSelf(org, config.baseDomain, undefined, requestOrigin(c)));
  });

  routes.on(['GET', 'POST'], '/self/trustedOrgs', async (c) => {
    const me = requireUser(c);
    const trusted = await findTrustedOrgs(c.get('deps').db, me.orgId);
    return c.json({
      trustedOrgs: trusted.map((org) => ({
        from: { orgId: me.orgId },
        to: { orgId: org.id, name: org.name, urlKey: org.url_key },
        created: org.trusted_since,
      })),
    });
  });

  // Members of the caller's organisation.
  routes.on(['GET', 'POST'], '/self/users/search', async (c) => {
    const me = requireUser(c);
    const params = await readPortalParams(c);
    return c.json(await executeUserSearch(c.get('deps').db, me, params, { orgId: me.orgId }));
  });

  routes.on(['GET', 'POST'], '/:id/limits', async (c) => {
    const org = await orgOrThrow(c.get('deps').db, c.req.param('id'), c.get('caller'));
    const params = await readPortalParams(c);
    const limitsType = stringParam(params, 'limitsType') ?? 'Groups';
    const limitName = stringParam(params, 'limitName') ?? 'MaxNumUserGroups';
    if (limitsType.toLowerCase() !== 'groups' || limitName.toLowerCase() !== 'maxnumusergroups') {
      throw portalErrors.badRequest(`Unknown limit ${limitsType}/${limitName}.`);
    }
    return c.json({ limitsType: 'Groups', limitName: 'MaxNumUserGroups', limitValue: org.max_groups_per_user });
  });

  // An administrator changes their organisation's properties (issue 19: its notices), merged into the stored ones.
  routes.post('/:id/update', async (c) => {
    const me = requireUser(c);
    const { db } = c.get('deps');
    const org = await orgOrThrow(db, c.req.param('id'), c.get('caller'));
    if (org.id !== me.orgId || !hasPrivilege(me, 'portal:admin:manageWebsite')) throw portalErrors.forbidden();
    const raw = stringParam(await readPortalParams(c), 'properties');
    if (raw === undefined) throw portalErrors.badRequest('Nothing to update: send properties.');
    await updateOrgProperties(db, org.id, mergePortalProperties(org.properties, raw), nowFrom(c.get('deps')));
    return c.json({ success: true, id: org.id });
  });

  routes.on(['GET', 'POST'], '/:id', async (c) => {
    const { db, config } = c.get('deps');
    const org = await orgOrThrow(db, c.req.param('id'), c.get('caller'));
    return c.json(presentPortalSelf(org, config.baseDomain, undefined, requestOrigin(c)));
  });
  return routes;
}

/** `self` or an org id. */
async function orgOrThrow(
  db: Parameters<typeof findOrgById>[0],
  id: string,
  caller: AppEnv['Variables']['caller'],
): Promise<OrgRow> {
  if (id === 'self') {
    const org = caller.kind === 'user' ? await findOrgById(db, caller.orgId) : await findDefaultOrg(db);
    if (org) return org;
  } else {
    const org = await findOrgById(db, id.toLowerCase());
    if (org) return org;
  }
  throw identityErrors.orgNotFound();
}
