import type { UserCaller } from '../../auth/caller.ts';
import type { Db } from '../../db/database.ts';
import type { ItemRow } from '../../db/repositories/itemRepository.ts';
import { bulkRefusal } from './bulkRefusal.ts';
import { applyShare, mayShare, type ShareRequest } from './shareItem.ts';

/**
 * `shareItems`: the same share for many items, all or nothing (issue 18, ADR 0153). Every item must exist for the
 * caller and be theirs to share so: if any is not, nothing is shared and the refusal names each one (`details`).
 * Otherwise every item is shared in one transaction; groups an item could not go to come back per item.
 */
export async function shareItems(
  db: Db,
  caller: UserCaller,
  ids: readonly string[],
  found: ReadonlyMap<string, ItemRow>,
  request: ShareRequest,
  now: number,
): Promise<{ results: { itemId: string; success: true; notSharedWith: string[] }[] }> {
  const refused = ids.filter((id) => {
    const item = found.get(id);
    return !item || !mayShare(caller, item, request);
  });
  if (refused.length > 0) {
    throw bulkRefusal('shared', refused, 'they are not yours to share this way');
  }
  return db.transaction().execute(async (trx) => {
    const results: { itemId: string; success: true; notSharedWith: string[] }[] = [];
    for (const id of ids) {
      const { notSharedWith } = await applyShare(trx, caller, found.get(id)!, request, now);
      results.push({ itemId: id, success: true, notSharedWith });
    }
    return { results };
  });
}
