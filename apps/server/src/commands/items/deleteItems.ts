import { canDeleteItem } from '../../access/itemControl.ts';
import type { UserCaller } from '../../auth/caller.ts';
import type { Db } from '../../db/database.ts';
import { deleteItemRow } from '../../db/repositories/deleteItemRow.ts';
import type { ItemRow } from '../../db/repositories/itemRepository.ts';
import { bulkRefusal } from './bulkRefusal.ts';

/**
 * `deleteItems`: many items at once, all or nothing. A protected item, or one the caller may not delete, stops the
 * whole call: nothing is deleted and the refusal names each such item.
 */
export async function deleteItems(
  db: Db,
  caller: UserCaller,
  ids: readonly string[],
  found: ReadonlyMap<string, ItemRow>,
): Promise<{ results: { itemId: string; success: true }[] }> {
  const refused = ids.filter((id) => {
    const item = found.get(id);
    return !item || item.protected || !canDeleteItem(caller, item);
  });
  if (refused.length > 0) throw bulkRefusal('deleted', refused, 'they are protected or not yours to delete');
  return db.transaction().execute(async (trx) => {
    for (const id of ids) await deleteItemRow(trx, id);
    return { results: ids.map((itemId) => ({ itemId, success: true as const })) };
  });
}
