import { requestOrigin } from '../../http/requestOrigin.ts';
import { Hono, type Context } from 'hono';
import { itemVisibility } from '../../access/itemVisibility.ts';
import { hasPrivilege } from '../../auth/caller.ts';
import { nowFrom } from '../../auth/clock.ts';
import { requireUser } from '../../auth/requireUser.ts';
import { createItem } from '../../commands/items/createItem.ts';
import {
  countItemsInFolder,
  deleteFolderRow,
  findFolder,
  findFolderByTitle,
  insertFolder,
  listFolders,
} from '../../db/repositories/folderRepository.ts';
import { listOwnerItems } from '../../db/repositories/itemRepository.ts';
import { newId } from '../../db/newId.ts';
import { findUserByUsername } from '../../db/repositories/userRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { presentItem } from '../../presenters/itemPresenter.ts';
import { identityErrors } from '../../errors/identityErrors.ts';
import { canSeeUser } from '../users/userVisibility.ts';
import { readPortalParams, stringParam } from '../../http/portalParams.ts';
import { itemErrors } from '../../errors/itemErrors.ts';
import { createServiceRoute } from './createServiceRoute.ts';
import { changeRelationship } from './itemRelationshipRoutes.ts';
import { readItemFields } from './readItemFields.ts';
import { withItemFiles } from './withItemFiles.ts';

const FOLDER = '{[0-9a-fA-F]{32}}';

/** The caller acting on their own content (`{owner}` must be the caller). */
function requireSelf(c: Context<AppEnv>) {
  const caller = requireUser(c);
  if ((c.req.param('owner') ?? '').toLowerCase() !== caller.username.toLowerCase()) throw itemErrors.forbidden();
  return caller;
}

async function addItem(c: Context<AppEnv>): Promise<Response> {
  const caller = requireSelf(c);
  if (!hasPrivilege(caller, 'portal:user:createItem')) throw itemErrors.forbidden();
  const params = await readPortalParams(c);
  const folderId = c.req.param('folderId')?.toLowerCase();
  const fields = readItemFields(params, { clearEmpty: false });
  const { id, folder } = await withItemFiles(c, params, (files) =>
    createItem(c.get('deps').db, caller, {
      owner: caller.username,
      folderId,
      fields,
      files,
      now: nowFrom(c.get('deps')),
    }),
  );
  return c.json({ success: true, id, folder });
}

async function listContent(c: Context<AppEnv>): Promise<Response> {
  const { db } = c.get('deps');
  const caller = c.get('caller');
  const user = await findUserByUsername(db, c.req.param('owner') ?? '');
  // A user the caller may not see answers exactly like a missing one (ADR 0013).
  if (!user || !canSeeUser(caller, user)) throw identityErrors.userNotFound();
  const params = await readPortalParams(c);
  const start = Math.max(1, Number(stringParam(params, 'start') ?? '1') || 1);
  const num = Math.min(100, Math.max(0, Number(stringParam(params, 'num') ?? '10') || 0));
  const folderId = c.req.param('folderId')?.toLowerCase();
  const folder = folderId === undefined ? undefined : await findFolder(db, user.username, folderId);
  if (folderId !== undefined && !folder) throw itemErrors.folderNotFound();
  const self = caller.kind === 'user' && caller.username === user.username;
  const { total, rows } = await listOwnerItems(db, {
    owner: user.username,
    folder: folder?.id ?? null,
    visible: itemVisibility(caller),
    offset: start - 1,
    limit: num,
  });
  const next = start + num;
  return c.json({
    username: user.username,
    total,
    start,
    num,
    nextStart: num > 0 && next <= total ? next : -1,
    currentFolder: folder
      ? { username: user.username, id: folder.id, title: folder.title, created: folder.created }
      : null,
    items: rows.map((row) =>
      presentItem(row, {
        callerOrgId: caller.kind === 'user' ? caller.orgId : undefined,
        origin: requestOrigin(c),
      }),
    ),
    folders:
      self && !folder
        ? (await listFolders(db, user.username)).map((f) => ({
            username: f.owner,
            id: f.id,
            title: f.title,
            created: f.created,
          }))
        : [],
  });
}

/**
 * The caller's own content: `content/users/{owner}[/{folder}]` listings (items the caller may read),
 * `addItem`, `createFolder` and folder `delete` (only when empty), `createService` (an empty hosted feature service),
 * `addRelationship` / `deleteRelationship`.
 */
export function userContentRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/:owner/addItem', addItem);
  routes.post(`/:owner/:folderId${FOLDER}/addItem`, addItem);
  routes.post('/:owner/createFolder', async (c) => {
    const caller = requireSelf(c);
    const title = (stringParam(await readPortalParams(c), 'title') ?? '').trim();
    if (title === '' || title.length > 256 || /[\\/]/.test(title)) {
      throw itemErrors.invalid('A folder title of 1 to 256 characters without slashes is required.');
    }
    const { db } = c.get('deps');
    if (await findFolderByTitle(db, caller.username, title)) throw itemErrors.folderTitleTaken(title);
    const folder = { id: newId(), owner: caller.username, title, created: nowFrom(c.get('deps')) };
    await insertFolder(db, folder);
    return c.json({ success: true, folder: { username: folder.owner, id: folder.id, title: folder.title } });
  });
  routes.post(`/:owner/:folderId${FOLDER}/delete`, async (c) => {
    const caller = requireSelf(c);
    const { db } = c.get('deps');
    const folder = await findFolder(db, caller.username, c.req.param('folderId').toLowerCase());
    if (!folder) throw itemErrors.folderNotFound();
    if ((await countItemsInFolder(db, folder.id)) > 0) throw itemErrors.folderNotEmpty();
    await deleteFolderRow(db, folder.id);
    return c.json({ success: true, folder: { username: folder.owner, id: folder.id, title: folder.title } });
  });
  routes.post('/:owner/createService', createServiceRoute);
  routes.post('/:owner/addRelationship', changeRelationship('add'));
  routes.post('/:owner/deleteRelationship', changeRelationship('delete'));
  routes.on(['GET', 'POST'], '/:owner', listContent);
  routes.on(['GET', 'POST'], `/:owner/:folderId${FOLDER}`, listContent);
  return routes;
}
