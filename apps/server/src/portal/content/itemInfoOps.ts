import type { Context } from 'hono';
import { nowFrom } from '../../auth/clock.ts';
import type { UserCaller } from '../../auth/caller.ts';
import { safeFileName } from '../../commands/items/storeItemFiles.ts';
import { deleteItemFiles, writeItemFile } from '../../db/repositories/itemFileRepository.ts';
import { updateItemRow, type ItemRow } from '../../db/repositories/itemRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { readPortalParams, stringParam } from '../../http/portalParams.ts';
import { itemErrors } from '../../errors/itemErrors.ts';
import { requireItemEditor } from './requireItemEditor.ts';
import { readSpooledFile, spooledFile } from '../../http/spooledUploads.ts';
import { UPLOAD_LIMITS } from '../../http/uploadLimits.ts';

type ItemOp = (c: Context<AppEnv>, caller: UserCaller, item: ItemRow) => Promise<Response>;

/** An info folder name: one safe name; `thumbnail` is the thumbnail's own (set by `update`). */
const FOLDER = /^[\p{L}\p{N}._-]{1,64}$/u;

/**
 * The item's info files (`content/items/{id}/info/...`): `updateinfo` stores a `file` there (in `folderName`, when
 * given; the thumbnail folder is `update`'s), `deleteThumbnail` takes the thumbnail away. For those who may change the
 * item; both mark it modified.
 */
export const itemInfoOps: Readonly<Record<string, ItemOp>> = {
  updateinfo: async (c, caller, item) => {
    await requireItemEditor(c, caller, item);
    const params = await readPortalParams(c);
    const file = spooledFile(c.req.raw, 'file');
    if (!file) throw itemErrors.invalid('updateinfo needs a file.');
    if (file.size > UPLOAD_LIMITS.thumbnailBytes * 10)
      throw itemErrors.tooLarge('file', UPLOAD_LIMITS.thumbnailBytes * 10);
    const folder = (stringParam(params, 'folderName') ?? '').trim();
    if (folder !== '' && (!FOLDER.test(folder) || folder.toLowerCase() === 'thumbnail')) {
      throw itemErrors.invalid(`"${folder.slice(0, 64)}" is not a folder info files can go in.`);
    }
    const name = safeFileName(file.fileName);
    const path = folder === '' ? name : `${folder}/${name}`;
    const { db } = c.get('deps');
    const now = nowFrom(c.get('deps'));
    await db.transaction().execute(async (trx) => {
      const contentType = file.contentType || 'application/octet-stream';
      await writeItemFile(trx, { itemId: item.id, role: 'info', path, contentType, now }, readSpooledFile(file));
      await updateItemRow(trx, item.id, { modified: now });
    });
    return c.json({ success: true, itemId: item.id, path });
  },
  deleteThumbnail: async (c, caller, item) => {
    await requireItemEditor(c, caller, item);
    const { db } = c.get('deps');
    const now = nowFrom(c.get('deps'));
    await db.transaction().execute(async (trx) => {
      await deleteItemFiles(trx, item.id, 'info', { prefix: 'thumbnail' });
      await updateItemRow(trx, item.id, { thumbnail: null, modified: now });
    });
    return c.json({ success: true, itemId: item.id });
  },
};
