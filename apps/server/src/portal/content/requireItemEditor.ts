import type { Context } from 'hono';
import { isItemAdmin } from '../../access/itemControl.ts';
import type { UserCaller } from '../../auth/caller.ts';
import type { ItemRow } from '../../db/repositories/itemRepository.ts';
import { findItemsInUpdateGroups } from '../../db/repositories/itemShareRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { itemErrors } from '../../errors/itemErrors.ts';

/**
 * Those who may change an item (its `itemControl` is admin or update): its owner, the org's item administrators, and
 * members of a shared-update group it is shared to; anyone else is refused (403).
 *
 * @example
 * await requireItemEditor(c, caller, item);
 */
export async function requireItemEditor(c: Context<AppEnv>, caller: UserCaller, item: ItemRow): Promise<void> {
  if (isItemAdmin(caller, item)) return;
  if ((await findItemsInUpdateGroups(c.get('deps').db, [item.id], caller.groupIds)).has(item.id)) return;
  throw itemErrors.forbidden();
}
