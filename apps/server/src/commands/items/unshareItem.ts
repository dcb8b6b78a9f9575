import type { UserCaller } from '../../auth/caller.ts';
import type { Db } from '../../db/database.ts';
import { updateItemRow, type ItemRow } from '../../db/repositories/itemRepository.ts';
import { findShareTargets, listItemGroupIds, removeItemShares } from '../../db/repositories/itemShareRepository.ts';
import { isItemAdmin } from '../../access/itemControl.ts';
import { itemErrors } from '../../errors/itemErrors.ts';

/**
 * `unshare`: removes group shares. The owner and org administrators may remove any; a group's
 * owner or admins may remove the item from their group. Groups the caller may not act on, or that
 * the item is not shared to, come back in `notUnsharedFrom`. A `shared` item left in no group
 * becomes `private`.
 */
export async function unshareItem(
  db: Db,
  caller: UserCaller,
  item: ItemRow,
  groups: readonly string[],
  now: number,
): Promise<{ notUnsharedFrom: string[] }> {
  return db.transaction().execute(async (trx) => {
    const current = await listItemGroupIds(trx, item.id);
    const admin = isItemAdmin(caller, item);
    const targets = await findShareTargets(trx, groups, caller.username);
    const removable = targets
      .filter((g) => current.includes(g.id))
      .filter((g) => admin || g.member_type === 'owner' || g.member_type === 'admin')
      .map((g) => g.id);
    if (!admin && removable.length === 0 && groups.length > 0 && targets.every((g) => g.member_type === null)) {
      throw itemErrors.forbidden();
    }
    await removeItemShares(trx, item.id, removable);
    const left = current.filter((id) => !removable.includes(id));
    if (item.access === 'shared' && left.length === 0)
      await updateItemRow(trx, item.id, { access: 'private', modified: now });
    return { notUnsharedFrom: groups.filter((id) => !removable.includes(id)) };
  });
}
