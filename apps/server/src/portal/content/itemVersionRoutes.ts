import { Hono, type Context } from 'hono';
import { canDeleteItem } from '../../access/itemControl.ts';
import { nowFrom } from '../../auth/clock.ts';
import { requireUser } from '../../auth/requireUser.ts';
import { restoreVersion } from '../../commands/items/restoreVersion.ts';
import type { ItemRow } from '../../db/repositories/itemRepository.ts';
import { deleteItemVersion, findItemVersion, listItemVersions } from '../../db/repositories/itemVersionRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { presentItemVersion } from '../../presenters/itemVersionPresenter.ts';
import { fileResponse } from './fileResponse.ts';
import { itemErrors } from '../../errors/itemErrors.ts';
import { loadOwnedItem, loadVisibleItem } from './loadItem.ts';
import { requireItemEditor } from './requireItemEditor.ts';

async function loadVersion(c: Context<AppEnv>, item: ItemRow) {
  const version = await findItemVersion(c.get('deps').db, item.id, c.req.param('versionId') ?? '');
  if (!version) throw itemErrors.versionNotFound();
  return version;
}

/**
 * The versions of an item's file (ADR 0152), a Plaza extension of the content API: under `content/items/{id}`,
 * `versions` (the current file and the earlier ones, newest first), `versions/{versionId}` and its `/data`; under
 * `content/users/{owner}/items/{id}`, `versions/{versionId}/restore` and `/delete`. Only those who may update the
 * item see or change its versions; deleting one needs the right to delete the item.
 */
export function itemVersionRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.on(['GET', 'POST'], '/items/:id/versions', async (c) => {
    const caller = requireUser(c);
    const item = await loadVisibleItem(c);
    await requireItemEditor(c, caller, item);
    const { current, versions } = await listItemVersions(c.get('deps').db, item.id);
    const all = [...(current ? [current] : []), ...versions].map(presentItemVersion);
    return c.json({ itemId: item.id, total: all.length, versions: all });
  });

  routes.on(['GET', 'POST'], '/items/:id/versions/:versionId', async (c) => {
    const caller = requireUser(c);
    const item = await loadVisibleItem(c);
    await requireItemEditor(c, caller, item);
    return c.json(presentItemVersion(await loadVersion(c, item)));
  });

  routes.on(['GET', 'POST'], '/items/:id/versions/:versionId/data', async (c) => {
    const caller = requireUser(c);
    const item = await loadVisibleItem(c);
    await requireItemEditor(c, caller, item);
    const version = await loadVersion(c, item);
    return fileResponse(c.get('deps').db, version, {
      publicItem: false,
      ...(version.file_name ? { download: version.file_name } : {}),
    });
  });

  const restore = async (c: Context<AppEnv>) => {
    const { caller, item } = await loadOwnedItem(c);
    await requireItemEditor(c, caller, item);
    const version = await loadVersion(c, item);
    await restoreVersion(c.get('deps').db, item.id, version, nowFrom(c.get('deps')));
    return c.json({ success: true, itemId: item.id, versionId: version.id });
  };
  const remove = async (c: Context<AppEnv>) => {
    const { caller, item } = await loadOwnedItem(c);
    if (!canDeleteItem(caller, item)) throw itemErrors.forbidden();
    const version = await loadVersion(c, item);
    if (version.role === 'data')
      throw itemErrors.invalid('The current file cannot be deleted: restore another version or replace it first.');
    await deleteItemVersion(c.get('deps').db, item.id, version.id);
    return c.json({ success: true, itemId: item.id, versionId: version.id });
  };
  for (const prefix of ['/users/:owner/items/:id', '/users/:owner/:folderId/items/:id']) {
    routes.post(`${prefix}/versions/:versionId/restore`, restore);
    routes.post(`${prefix}/versions/:versionId/delete`, remove);
  }
  return routes;
}
