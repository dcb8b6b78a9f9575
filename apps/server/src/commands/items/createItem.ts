import type { UserCaller } from '../../auth/caller.ts';
import type { Db } from '../../db/database.ts';
import { findFolder } from '../../db/repositories/folderRepository.ts';
import { insertItem, updateItemRow, type ItemPatch } from '../../db/repositories/itemRepository.ts';
import { newId } from '../../db/newId.ts';
import { itemErrors } from '../../errors/itemErrors.ts';
import { storeItemFiles, type ItemFileInput } from './storeItemFiles.ts';

export interface CreateItemInput {
  readonly owner: string;
  readonly folderId: string | undefined;
  readonly fields: ItemPatch;
  readonly files: ItemFileInput;
  readonly now: number;
}

/**
 * `addItem`: a new private item of the caller in their root or one of their folders, with its
 * data, thumbnail and metadata, in one transaction (nothing remains if any part fails).
 *
 * @example
 * const { id, folder } = await createItem(db, caller, { owner, folderId, fields, files, now });
 */
export async function createItem(
  db: Db,
  caller: UserCaller,
  input: CreateItemInput,
): Promise<{ id: string; folder: string | null }> {
  const { title, type } = input.fields;
  if (typeof title !== 'string' || title === '') throw itemErrors.invalid('title is required.');
  if (typeof type !== 'string' || type === '') throw itemErrors.invalid('type is required.');
  return db.transaction().execute(async (trx) => {
    let folder: string | null = null;
    if (input.folderId !== undefined) {
      const row = await findFolder(trx, input.owner, input.folderId);
      if (!row) throw itemErrors.folderNotFound();
      folder = row.id;
    }
    const id = newId();
    await insertItem(trx, {
      ...input.fields,
      id,
      owner: input.owner,
      org_id: caller.orgId,
      owner_folder: folder,
      title,
      type,
      access: 'private',
      created: input.now,
      modified: input.now,
    });
    const fromFiles = await storeItemFiles(trx, id, input.files, { now: input.now, author: caller.username });
    await updateItemRow(trx, id, fromFiles);
    return { id, folder };
  });
}
