import type { Context } from 'hono';
import { itemVisibility } from '../../access/itemVisibility.ts';
import type { UserCaller } from '../../auth/caller.ts';
import { requireUser } from '../../auth/requireUser.ts';
import { findVisibleItem, type ItemRow } from '../../db/repositories/itemRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { listParam } from '../pageParams.ts';
import { readPortalParams, type PortalParams } from '../../http/portalParams.ts';
import { itemErrors } from '../../errors/itemErrors.ts';

/** Most items one bulk call (`shareItems`, `moveItems`, `deleteItems`) takes: a workspace page of results. */
export const MAX_BULK_ITEMS = 100;

const ID = /^[0-9a-f]{32}$/;

/** A bulk call's caller, its parameters, the ids it names (deduplicated) and those of them the caller can see. */
export interface BulkItems {
  readonly caller: UserCaller;
  readonly params: PortalParams;
  readonly ids: readonly string[];
  readonly found: ReadonlyMap<string, ItemRow>;
}

/**
 * Reads `content/users/{user}/{shareItems|moveItems|deleteItems}`: the `{user}` must be the caller (else 403), `items`
 * 1 to {@link MAX_BULK_ITEMS} ids (else 400). Ids that do not exist or cannot be seen are simply not `found`: each
 * command refuses the whole call naming them, so nothing is half-done.
 */
export async function readBulkItems(c: Context<AppEnv>): Promise<BulkItems> {
  const caller = requireUser(c);
  if ((c.req.param('owner') ?? '').toLowerCase() !== caller.username.toLowerCase()) throw itemErrors.forbidden();
  const params = await readPortalParams(c);
  const ids = [...new Set((listParam(params, 'items') ?? []).map((id) => id.trim().toLowerCase()))];
  if (ids.length === 0) throw itemErrors.invalid('items is required: the ids of the items.');
  if (ids.length > MAX_BULK_ITEMS) throw itemErrors.invalid(`At most ${MAX_BULK_ITEMS} items can be changed at once.`);
  const { db } = c.get('deps');
  const visible = itemVisibility(caller);
  const found = new Map<string, ItemRow>();
  for (const id of ids) {
    const item = ID.test(id) ? await findVisibleItem(db, id, visible) : undefined;
    if (item) found.set(id, item);
  }
  return { caller, params, ids, found };
}
