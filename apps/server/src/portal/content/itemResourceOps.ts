import type { Context } from 'hono';
import { nowFrom } from '../../auth/clock.ts';
import type { UserCaller } from '../../auth/caller.ts';
import { safeFileName } from '../../commands/items/storeItemFiles.ts';
import { deleteItemFiles, writeItemFile } from '../../db/repositories/itemFileRepository.ts';
import { updateItemRow, type ItemRow } from '../../db/repositories/itemRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { boolParam } from '../pageParams.ts';
import { readPortalParams, stringParam } from '../../http/portalParams.ts';
import { itemErrors } from '../../errors/itemErrors.ts';
import { requireItemEditor } from './requireItemEditor.ts';
import { readSpooledFile, spooledFile } from '../../http/spooledUploads.ts';

type ItemOp = (c: Context<AppEnv>, caller: UserCaller, item: ItemRow) => Promise<Response>;

/** Resource paths: up to 5 prefix levels of safe names (ADR 0052). */
const PREFIX = /^(?:[\p{L}\p{N}._ -]+\/){0,4}[\p{L}\p{N}._ -]+$/u;

async function putResource(c: Context<AppEnv>, caller: UserCaller, item: ItemRow): Promise<Response> {
  await requireItemEditor(c, caller, item);
  const params = await readPortalParams(c);
  const file = spooledFile(c.req.raw, 'file');
  const text = stringParam(params, 'text');
  const name = stringParam(params, 'fileName') ?? file?.fileName;
  if (!name || (!file && text === undefined)) throw itemErrors.invalid('A resource needs fileName and file or text.');
  const prefix = (stringParam(params, 'resourcesPrefix') ?? '').replace(/^\/+|\/+$/g, '');
  const path = prefix === '' ? safeFileName(name) : `${prefix}/${safeFileName(name)}`;
  if (!PREFIX.test(path)) throw itemErrors.invalid(`"${path}" is not a valid resource path.`);
  const access = stringParam(params, 'access') === 'private' ? 'private' : 'inherit';
  const { db } = c.get('deps');
  const now = nowFrom(c.get('deps'));
  const contentType = file?.contentType || (name.endsWith('.json') ? 'application/json' : 'text/plain; charset=utf-8');
  await db.transaction().execute(async (trx) => {
    const content = file ? readSpooledFile(file) : [Buffer.from(text ?? '', 'utf8')];
    await writeItemFile(trx, { itemId: item.id, role: 'resource', path, contentType, access, now }, content);
    await updateItemRow(trx, item.id, { modified: now });
  });
  return c.json({ success: true, itemId: item.id, owner: item.owner, folder: item.owner_folder });
}

/** `addResources`, `updateResources`, `removeResources` (`resource`, `deleteAll`). */
export const itemResourceOps: Readonly<Record<string, ItemOp>> = {
  addResources: putResource,
  updateResources: putResource,
  removeResources: async (c, caller, item) => {
    await requireItemEditor(c, caller, item);
    const params = await readPortalParams(c);
    const { db } = c.get('deps');
    const now = nowFrom(c.get('deps'));
    if (boolParam(params, 'deleteAll') === true) {
      await db.transaction().execute(async (trx) => {
        await deleteItemFiles(trx, item.id, 'resource');
        await updateItemRow(trx, item.id, { modified: now });
      });
      return c.json({ success: true });
    }
    const resource = (stringParam(params, 'resource') ?? '').replace(/^\/+/, '');
    if (resource === '') throw itemErrors.invalid('resource is required.');
    const removed = await db.transaction().execute(async (trx) => {
      const n = await deleteItemFiles(trx, item.id, 'resource', { path: resource });
      if (n > 0) await updateItemRow(trx, item.id, { modified: now });
      return n;
    });
    if (removed === 0) throw itemErrors.fileNotFound();
    return c.json({ success: true });
  },
};
