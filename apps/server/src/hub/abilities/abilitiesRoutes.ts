import {
  checkPermission,
  getFamilyPermissions,
  getHubEntityType,
  isHubEntityType,
  NOTICE_PERMISSIONS,
  type Permission,
  type PermissionContext,
  type PermissionEntity,
} from '@plaza/core';
import { Hono, type Context } from 'hono';
import { itemVisibility } from '../../access/itemVisibility.ts';
import { findVisibleItem } from '../../db/repositories/itemRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { HubApiError } from '../../errors/hubApiError.ts';
import { presentAbilities } from '../../presenters/abilitiesPresenter.ts';
import { callerPermissionContext } from './callerPermissionContext.ts';
import { itemPermissionEntity } from './itemPermissionEntity.ts';

/** What the web app asks before it has an entity: the feature gates and the create buttons. */
export const CONTEXT_PERMISSIONS: readonly Permission[] = Object.freeze([
  'hub:feature:workspace',
  'hub:feature:history',
  'hub:feature:keyboardshortcuts',
  'hub:site:create',
  'hub:page:create',
  'hub:project:create',
  'hub:initiative:create',
  'hub:discussion:create',
  'hub:survey:create',
  // What notices may require (issue 19): the site shows a gated notice only to those who hold it.
  ...NOTICE_PERMISSIONS,
]);

const ITEM_ID = /^[0-9a-f]{32}$/;

function explain(permissions: readonly Permission[], context: PermissionContext, entity?: PermissionEntity) {
  return permissions.map((permission) => checkPermission(permission, context, entity));
}

function portalOf(c: Context<AppEnv>): string {
  return `${new URL(c.req.url).origin}/sharing/rest`;
}

function contextOf(c: Context<AppEnv>): Promise<PermissionContext> {
  const { db, config } = c.get('deps');
  const url = new URL(c.req.url);
  return callerPermissionContext(db, c.get('caller'), {
    portal: portalOf(c),
    baseDomain: config.baseDomain,
    searchParams: url.searchParams,
  });
}

/**
 * `/api/abilities/v1`: which hub permissions the caller holds, decided by core's `checkPermission` on a context
 * built from the caller (ADR 0091). `GET /` answers the context permissions (feature gates, create buttons);
 * `GET /{entityType}/{id}` every permission of the entity's family for an item the caller can read (a missing,
 * invisible or other-typed item is the same 404). Display only: every write is enforced where it happens.
 *
 * @example
 * app.route('/api/abilities/v1', abilitiesRoutes());
 */
export function abilitiesRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const context = await contextOf(c);
    return c.json(presentAbilities(explain(CONTEXT_PERMISSIONS, context), { featureFlags: context.featureFlags }));
  });

  routes.get('/:entityType/:id', async (c) => {
    const entityType = c.req.param('entityType');
    const id = c.req.param('id').toLowerCase();
    if (!isHubEntityType(entityType)) {
      throw new HubApiError(400, 'Bad Request', `Unknown entity type "${entityType}".`);
    }
    const { db } = c.get('deps');
    const caller = c.get('caller');
    const row = ITEM_ID.test(id) ? await findVisibleItem(db, id, itemVisibility(caller)) : undefined;
    if (!row || getHubEntityType(row.type) !== entityType) {
      throw new HubApiError(404, 'Not Found', `No ${entityType} with id ${id} is visible to you.`);
    }
    const context = await contextOf(c);
    const entity = await itemPermissionEntity(db, caller, row, portalOf(c));
    return c.json(
      presentAbilities(explain(getFamilyPermissions(entityType), context, entity), {
        featureFlags: context.featureFlags,
        entityType,
        id: row.id,
      }),
    );
  });
  return routes;
}
