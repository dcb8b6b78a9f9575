import type { Context } from 'hono';
import { itemVisibility } from '../../access/itemVisibility.ts';
import type { UserCaller } from '../../auth/caller.ts';
import { requireUser } from '../../auth/requireUser.ts';
import { findVisibleItem, type ItemRow } from '../../db/repositories/itemRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { itemErrors } from '../../errors/itemErrors.ts';

const ID = /^[0-9a-f]{32}$/;

/**
 * The item of the `:id` path parameter as the caller may read it. Malformed, missing and
 * invisible ids all answer the same "Item does not exist or is inaccessible." (PORTAL-API.md
 * "Visibility").
 */
export async function loadVisibleItem(c: Context<AppEnv>): Promise<ItemRow> {
  const id = (c.req.param('id') ?? '').toLowerCase();
  if (!ID.test(id)) throw itemErrors.itemNotFound();
  const item = await findVisibleItem(c.get('deps').db, id, itemVisibility(c.get('caller')));
  if (!item) throw itemErrors.itemNotFound();
  return item;
}

/**
 * For `content/users/{owner}/items/{id}/...` writes: a signed-in caller (else 499), an item the
 * caller can read (else not found) that belongs to the `{owner}` of the path (else not found).
 * What the caller may do to it is checked by each operation.
 */
export async function loadOwnedItem(c: Context<AppEnv>): Promise<{ caller: UserCaller; item: ItemRow }> {
  const caller = requireUser(c);
  const item = await loadVisibleItem(c);
  const owner = c.req.param('owner');
  if (owner !== undefined && owner.toLowerCase() !== item.owner.toLowerCase()) throw itemErrors.itemNotFound();
  return { caller, item };
}
