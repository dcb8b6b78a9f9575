import type { Context } from 'hono';
import { isItemAdmin } from '../../access/itemControl.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { portalErrors } from '../../errors/portalError.ts';
import { readPortalParams, stringParam } from '../../http/portalParams.ts';
import { findItemJob } from '../../db/repositories/jobRepository.ts';
import { itemErrors } from '../../errors/itemErrors.ts';
import { loadOwnedItem } from './loadItem.ts';

/**
 * `content/users/{owner}[/{folder}]/items/{id}/status` (spec 2 §7 "user item status (jobId, jobType)"): how the
 * item's creation went. Uploads and `dataUrl` fetches end inside their own call, so an item that exists is
 * `completed` (ADR 0107); a background job (`publish`, ADR 0122) is answered by its `jobId` with its progress and
 * result; a `jobId` this portal never issued for the item is a 400. For the owner and the
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
  const jobType = stringParam(params, 'jobType')?.trim();
  if (jobId) {
    const job = /^[0-9a-f]{32}$/.test(jobId) ? await findItemJob(c.get('deps').db, item.id, jobId) : undefined;
    if (!job) throw portalErrors.badRequest(`Job "${jobId.slice(0, 64)}" does not exist for this item.`);
    return c.json({
      status: job.status === 'queued' ? 'processing' : job.status,
      statusMessage: job.status === 'failed' ? (job.error ?? 'failed') : job.status,
      itemId: item.id,
      jobId: job.id,
      jobType: job.type,
      // Plaza's additions: how far the job is, and what it did (rows loaded, row errors).
      progress: job.progress,
      ...(job.result ? { result: job.result } : {}),
    });
  }
  return c.json({
    status: 'completed',
    statusMessage: 'completed',
    itemId: item.id,
    ...(jobType ? { jobType } : {}),
  });
}
