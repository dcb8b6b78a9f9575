import { Hono, type Context } from 'hono';
import { canDeleteItem, isItemAdmin } from '../../access/itemControl.ts';
import { nowFrom } from '../../auth/clock.ts';
import type { UserCaller } from '../../auth/caller.ts';
import { shareItem } from '../../commands/items/shareItem.ts';
import { unshareItem } from '../../commands/items/unshareItem.ts';
import { updateItem } from '../../commands/items/updateItem.ts';
import { deleteItemRow } from '../../db/repositories/deleteItemRow.ts';
import { updateItemRow, type ItemRow } from '../../db/repositories/itemRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { boolParam } from '../pageParams.ts';
import { readPortalParams } from '../../http/portalParams.ts';
import { itemStatusRoute } from './itemStatusRoute.ts';
import { analyzeRoute } from './analyzeRoute.ts';
import { publishRoute } from './publishRoute.ts';
import { itemErrors } from '../../errors/itemErrors.ts';
import { itemInfoOps } from './itemInfoOps.ts';
import { itemResourceOps } from './itemResourceOps.ts';
import { requireItemEditor } from './requireItemEditor.ts';
import { loadOwnedItem } from './loadItem.ts';
import { readItemFields } from './readItemFields.ts';
import { readShareParams } from './readShareParams.ts';
import { readTargetFolder } from './readTargetFolder.ts';
import { withItemFiles } from './withItemFiles.ts';

type ItemOp = (c: Context<AppEnv>, caller: UserCaller, item: ItemRow) => Promise<Response>;

const OPS: Readonly<Record<string, ItemOp>> = {
  update: async (c, caller, item) => {
    const { db } = c.get('deps');
    await requireItemEditor(c, caller, item);
    const params = await readPortalParams(c);
    const fields = readItemFields(params, { clearEmpty: boolParam(params, 'clearEmptyFields') === true });
    await withItemFiles(c, params, (files) =>
      updateItem(db, { id: item.id, fields, files, now: nowFrom(c.get('deps')), author: caller.username }),
    );
    return c.json({ success: true, id: item.id });
  },
  delete: async (c, caller, item) => {
    if (!canDeleteItem(caller, item)) throw itemErrors.forbidden();
    if (item.protected) throw itemErrors.deleteProtected();
    await deleteItemRow(c.get('deps').db, item.id);
    return c.json({ success: true, itemId: item.id });
  },
  move: async (c, caller, item) => {
    if (!isItemAdmin(caller, item)) throw itemErrors.forbidden();
    const { db } = c.get('deps');
    const folder = await readTargetFolder(db, item.owner, await readPortalParams(c));
    await updateItemRow(db, item.id, { owner_folder: folder });
    return c.json({ success: true, itemId: item.id, owner: item.owner, folder });
  },
  protect: (c, caller, item) => setProtected(c, caller, item, true),
  unprotect: (c, caller, item) => setProtected(c, caller, item, false),
  share: async (c, caller, item) => {
    const request = readShareParams(await readPortalParams(c));
    const result = await shareItem(c.get('deps').db, caller, item, request, nowFrom(c.get('deps')));
    return c.json({ notSharedWith: result.notSharedWith, itemId: item.id });
  },
  unshare: async (c, caller, item) => {
    const { groups } = readShareParams(await readPortalParams(c));
    const result = await unshareItem(c.get('deps').db, caller, item, groups, nowFrom(c.get('deps')));
    return c.json({ notUnsharedFrom: result.notUnsharedFrom, itemId: item.id });
  },
  ...itemResourceOps,
  ...itemInfoOps,
};

async function setProtected(c: Context<AppEnv>, caller: UserCaller, item: ItemRow, value: boolean): Promise<Response> {
  if (!isItemAdmin(caller, item)) throw itemErrors.forbidden();
  await updateItemRow(c.get('deps').db, item.id, { protected: value });
  return c.json({ success: true });
}

async function runOp(c: Context<AppEnv>): Promise<Response> {
  const op = Object.hasOwn(OPS, c.req.param('op') ?? '') ? OPS[c.req.param('op')!] : undefined;
  if (!op) throw itemErrors.invalid('Invalid URL');
  const { caller, item } = await loadOwnedItem(c);
  return op(c, caller, item);
}

/**
 * Writes to one item: `content/users/{owner}[/{folder}]/items/{id}/{op}` (update, delete, move,
 * protect, unprotect, share, unshare, addResources, updateResources, removeResources, updateinfo, deleteThumbnail) and the
 * owner-less `content/items/{id}/share|unshare` that administrators use; and the item's `status` (a read, GET or
 * POST, kept here because it shares the owner path).
 */
export function itemWriteRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/users/:owner/publish', publishRoute);
  routes.post('/features/analyze', analyzeRoute);
  routes.on(['GET', 'POST'], '/users/:owner/items/:id/status', itemStatusRoute);
  routes.on(['GET', 'POST'], '/users/:owner/:folderId/items/:id/status', itemStatusRoute);
  routes.post('/users/:owner/items/:id/:op', runOp);
  routes.post('/users/:owner/:folderId/items/:id/:op', runOp);
  routes.post('/items/:id/:op{share|unshare}', runOp);
  return routes;
}
