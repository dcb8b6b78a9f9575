import type { Db } from '../../db/database.ts';
import { updateItemRow, type ItemPatch } from '../../db/repositories/itemRepository.ts';
import { storeItemFiles, type ItemFileInput } from './storeItemFiles.ts';

/**
 * `update`: changes the fields, data, thumbnail and metadata of an item in one transaction (a replaced upload is
 * kept as a version). The caller's right to update (itemControl admin or update) is checked before.
 */
export async function updateItem(
  db: Db,
  input: {
    readonly id: string;
    readonly fields: ItemPatch;
    readonly files: ItemFileInput;
    readonly now: number;
    /** Who updates it: the author of a new data file. */
    readonly author: string;
  },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const fromFiles = await storeItemFiles(trx, input.id, input.files, { now: input.now, author: input.author });
    await updateItemRow(trx, input.id, { ...input.fields, ...fromFiles, modified: input.now });
  });
}
