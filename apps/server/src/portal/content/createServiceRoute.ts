import type { Context } from 'hono';
import { hasPrivilege } from '../../auth/caller.ts';
import { nowFrom } from '../../auth/clock.ts';
import { requireUser } from '../../auth/requireUser.ts';
import { createServiceItem } from '../../features/admin/createServiceItem.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { requestOrigin } from '../../http/requestOrigin.ts';
import { portalErrors } from '../../errors/portalError.ts';
import { readPortalParams, stringParam } from '../../http/portalParams.ts';
import { itemErrors } from '../../errors/itemErrors.ts';

/**
 * `content/users/{owner}/createService` (issue 21, ADR 0175): an empty hosted feature service and its item, for the
 * caller who may create items and publish features. Parameters: `outputType=featureService` and `createParameters`
 * (JSON with the service's `name` and an optional `serviceDescription`); its layers are added with the service's
 * `addToDefinition`. Answers as ArcGIS does: `{encodedServiceURL, itemId, name, serviceItemId, serviceurl, size,
 * success, type, isView}`.
 *
 * @example
 * routes.post('/:owner/createService', createServiceRoute);
 */
export async function createServiceRoute(c: Context<AppEnv>): Promise<Response> {
  const caller = requireUser(c);
  if ((c.req.param('owner') ?? '').toLowerCase() !== caller.username.toLowerCase()) throw itemErrors.forbidden();
  if (!hasPrivilege(caller, 'portal:user:createItem') || !hasPrivilege(caller, 'portal:publisher:publishFeatures')) {
    throw itemErrors.forbidden();
  }
  const params = await readPortalParams(c);
  if ((stringParam(params, 'outputType') ?? 'featureService') !== 'featureService') {
    throw bad('outputType must be featureService.');
  }
  let create: unknown;
  try {
    create = JSON.parse(stringParam(params, 'createParameters') ?? '');
  } catch {
    throw bad('createParameters must be JSON with the service name.');
  }
  const record = typeof create === 'object' && create !== null ? (create as Record<string, unknown>) : {};
  if (typeof record.name !== 'string') throw bad('createParameters.name is required.');
  const description = typeof record.serviceDescription === 'string' ? record.serviceDescription.slice(0, 4000) : '';
  const { itemId, url } = await createServiceItem(c.get('deps').db, caller, {
    name: record.name,
    description,
    now: nowFrom(c.get('deps')),
  });
  const serviceurl = `${requestOrigin(c)}${url}`;
  return c.json({
    encodedServiceURL: serviceurl,
    itemId,
    name: record.name,
    serviceItemId: itemId,
    serviceurl,
    size: -1,
    success: true,
    type: 'Feature Service',
    isView: false,
  });
}

function bad(message: string) {
  return portalErrors.badRequest(message, [message]);
}
