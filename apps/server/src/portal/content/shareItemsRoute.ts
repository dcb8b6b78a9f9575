import type { Context } from 'hono';
import { itemVisibility } from '../../access/itemVisibility.ts';
import { nowFrom } from '../../auth/clock.ts';
import { requireUser } from '../../auth/requireUser.ts';
import { MAX_BULK_ITEMS, shareItems } from '../../commands/items/shareItems.ts';
import { findVisibleItem, type ItemRow } from '../../db/repositories/itemRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { listParam } from '../pageParams.ts';
import { readPortalParams } from '../portalParams.ts';
import { itemErrors } from './itemErrors.ts';
import { readShareParams } from './readShareParams.ts';

const ID = /^[0-9a-f]{32}$/;

/**
 * `POST content/users/{user}/shareItems` (`items`, `everyone`, `org`, `groups`): one share for up to
 * {@link MAX_BULK_ITEMS} items, all or nothing ({@link shareItems}). The `{user}` is the caller.
 */
export async function shareItemsRoute(c: Context<AppEnv>): Promise<Response> {
  const caller = requireUser(c);
  if ((c.req.param('owner') ?? '').toLowerCase() !== caller.username.toLowerCase()) throw itemErrors.forbidden();
  const params = await readPortalParams(c);
  const ids = [...new Set((listParam(params, 'items') ?? []).map((id) => id.trim().toLowerCase()))];
  if (ids.length === 0) throw itemErrors.invalid('items is required: the ids of the items to share.');
  if (ids.length > MAX_BULK_ITEMS) throw itemErrors.invalid(`At most ${MAX_BULK_ITEMS} items can be shared at once.`);
  const { db } = c.get('deps');
  const visible = itemVisibility(caller);
  const found = new Map<string, ItemRow>();
  for (const id of ids) {
    const item = ID.test(id) ? await findVisibleItem(db, id, visible) : undefined;
    if (item) found.set(id, item);
  }
  return c.json(await shareItems(db, caller, ids, found, readShareParams(params), nowFrom(c.get('deps'))));
}
