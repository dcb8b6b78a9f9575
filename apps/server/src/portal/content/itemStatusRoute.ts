import type { Context } from 'hono';
import { isItemAdmin } from '../../access/itemControl.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { portalErrors } from '../portalError.ts';
import { readPortalParams, stringParam } from '../portalParams.ts';
import { itemErrors } from './itemErrors.ts';
import { loadOwnedItem } from './loadItem.ts';

/**
 * `content/users/{owner}[/{folder}]/items/{id}/status` (spec 2 §7 "user item status (jobId, jobType)"): how the
 * item's creation went. Every job of this portal (an upload, a `dataUrl` fetch) ends inside its own call, so an item
 * that exists is `completed`; a `jobId` this portal never issued is a 400 (ADR 0107). For the owner and the
 * administrators who may update the item; anyone else gets 403, an item they cannot see the usual 404.
 *
 * @example
 * routes.get('/users/:owner/items/:id/status', itemStatusRoute);
 */
export async function itemStatusRoute(c: Context<AppEnv>): Promise<Response> {
  const { caller, item } = await loadOwnedItem(c);
  if (!isItemAdmin(caller, item)) throw itemErrors.forbidden();
  const params = await readPortalParams(c);
  const jobId = stringParam(params, 'jobId')?.trim();
  if (jobId) throw portalErrors.badRequest(`Job "${jobId.slice(0, 64)}" does not exist for this item.`);
  const jobType = stringParam(params, 'jobType')?.trim();
  return c.json({
    status: 'completed',
    statusMessage: 'completed',
    itemId: item.id,
    ...(jobType ? { jobType } : {}),
  });
}
