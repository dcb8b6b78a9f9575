import { isItemAdmin } from '../../access/itemControl.ts';
import type { UserCaller } from '../../auth/caller.ts';
import type { Db } from '../../db/database.ts';
import { updateItemRow, type ItemRow } from '../../db/repositories/itemRepository.ts';
import { bulkRefusal } from './bulkRefusal.ts';

/**
 * `moveItems`: many items into one of the caller's folders (null: the root), all or nothing. Only items the caller
 * owns move (a folder is its owner's); if any is not, nothing moves and the refusal names it.
 */
export async function moveItems(
  db: Db,
  caller: UserCaller,
  ids: readonly string[],
  found: ReadonlyMap<string, ItemRow>,
  folder: string | null,
): Promise<{ results: { itemId: string; success: true }[] }> {
  const refused = ids.filter((id) => {
    const item = found.get(id);
    return !item || item.owner !== caller.username || !isItemAdmin(caller, item);
  });
  if (refused.length > 0) throw bulkRefusal('moved', refused, 'they are not yours to move');
  return db.transaction().execute(async (trx) => {
    for (const id of ids) await updateItemRow(trx, id, { owner_folder: folder });
    return { results: ids.map((itemId) => ({ itemId, success: true as const })) };
  });
}
