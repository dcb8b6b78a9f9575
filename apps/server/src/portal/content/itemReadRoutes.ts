import { requestOrigin } from '../../http/requestOrigin.ts';
import { Hono, type Context } from 'hono';
import { canReadPrivateParts, itemControlFor } from '../../access/itemControl.ts';
import { findItemFile, listItemFiles } from '../../db/repositories/itemFileRepository.ts';
import { findItemsInUpdateGroups } from '../../db/repositories/itemShareRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { presentItem } from '../../presenters/itemPresenter.ts';
import { readPortalParams, stringParam } from '../../http/portalParams.ts';
import { fileResponse } from './fileResponse.ts';
import { itemGroupsRoute } from './itemGroupsRoute.ts';
import { relatedItemsRoute } from './itemRelationshipRoutes.ts';
import { itemErrors } from '../../errors/itemErrors.ts';
import { loadVisibleItem } from './loadItem.ts';
import { registeredAppInfoRoute } from '../oauth2/apps/registeredAppRoutes.ts';

/** Resource listings page by at most 1000 (spec 2 §9). */
export const MAX_RESOURCES_PAGE = 1000;

/**
 * Reads of one item under `/content/items/{id}`: the item, its data, resources, groups, info files
 * (thumbnail, metadata.xml), the app registered against it. Each starts from {@link loadVisibleItem}: an item the caller may not
 * read answers exactly like a missing one, on every path.
 */
export function itemReadRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.on(['GET', 'POST'], '/:id', async (c) => {
    const item = await loadVisibleItem(c);
    const caller = c.get('caller');
    const inUpdateGroup =
      caller.kind === 'user' &&
      (await findItemsInUpdateGroups(c.get('deps').db, [item.id], caller.groupIds)).has(item.id);
    return c.json(
      presentItem(item, {
        itemControl: itemControlFor(caller, item, inUpdateGroup),
        callerOrgId: caller.kind === 'user' ? caller.orgId : undefined,
        origin: requestOrigin(c),
      }),
    );
  });

  routes.on(['GET', 'POST'], '/:id/data', async (c) => {
    const item = await loadVisibleItem(c);
    const { db } = c.get('deps');
    const file = await findItemFile(db, item.id, 'data', '');
    if (!file) return c.body(null, 200, { 'content-type': 'application/json' });
    return fileResponse(db, file, {
      publicItem: item.access === 'public',
      ...(item.name ? { download: item.name } : {}),
    });
  });

  routes.on(['GET', 'POST'], '/:id/resources', async (c) => {
    const item = await loadVisibleItem(c);
    const params = await readPortalParams(c);
    const start = Math.max(1, Number(stringParam(params, 'start') ?? '1') || 1);
    const num = Math.min(MAX_RESOURCES_PAGE, Math.max(0, Number(stringParam(params, 'num') ?? '1000') || 0));
    const { total, rows } = await listItemFiles(c.get('deps').db, {
      itemId: item.id,
      role: 'resource',
      includePrivate: canReadPrivateParts(c.get('caller'), item),
      offset: start - 1,
      limit: num,
    });
    const next = start + num;
    return c.json({
      total,
      start,
      num: rows.length,
      nextStart: num > 0 && next <= total ? next : -1,
      resources: rows.map((r) => ({ resource: r.path, created: r.created, size: r.size, access: r.access })),
    });
  });

  routes.on(['GET', 'POST'], '/:id/groups', itemGroupsRoute);
  routes.on(['GET', 'POST'], '/:id/registeredAppInfo', registeredAppInfoRoute);
  routes.on(['GET', 'POST'], '/:id/relatedItems', relatedItemsRoute);

  // Read with GET or POST, as ArcGIS reads them (arcgis-rest-js posts unless told otherwise).
  routes.on(['GET', 'POST'], '/:id/resources/*', async (c) => {
    const item = await loadVisibleItem(c);
    return serveFile(c, item, 'resource', tailPath(c, `/${item.id}/resources/`));
  });

  routes.on(['GET', 'POST'], '/:id/info/*', async (c) => {
    const item = await loadVisibleItem(c);
    return serveFile(c, item, 'info', tailPath(c, `/${item.id}/info/`));
  });

  return routes;
}

async function serveFile(
  c: Context<AppEnv>,
  item: Awaited<ReturnType<typeof loadVisibleItem>>,
  role: 'resource' | 'info',
  path: string,
): Promise<Response> {
  const { db } = c.get('deps');
  const file = await findItemFile(db, item.id, role, path);
  if (!file) throw itemErrors.fileNotFound();
  if (file.access === 'private' && !canReadPrivateParts(c.get('caller'), item)) throw itemErrors.fileNotFound();
  return fileResponse(db, file, { publicItem: item.access === 'public' && file.access === 'inherit' });
}

/** The part of the request path after `marker` (a resource or info file path), URL-decoded. */
function tailPath(c: Context<AppEnv>, marker: string): string {
  const path = c.req.path;
  const at = path.toLowerCase().indexOf(marker.toLowerCase());
  if (at < 0) return '';
  try {
    return decodeURIComponent(path.slice(at + marker.length));
  } catch {
    return '';
  }
}
