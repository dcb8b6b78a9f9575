import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { DownloadFilter } from '../../db/downloadTables.ts';
import type { FeatureLayerRow } from '../../db/repositories/featureLayerRepository.ts';
import { deleteItemFiles } from '../../db/repositories/itemFileRepository.ts';
import { countPendingJobs, insertJob, lockJobQueue, requeueJob } from '../../db/repositories/jobRepository.ts';
import {
  deleteDownload,
  findDownloadByKey,
  findStaleDownloads,
  insertDownload,
  type DownloadState,
} from '../../db/repositories/downloadRepository.ts';
import { newId } from '../../db/newId.ts';
import { downloadPath, EXPORT_JOB, type ExportJobParams } from '../../downloads/exportLayerJob.ts';
import { HubApiError } from '../../errors/hubApiError.ts';

/** Exports queued or running at once, across the server: beyond it a new export waits its turn (429). */
export const MAX_PENDING_EXPORTS = 20;

/** What is asked: an item's layer in a format, filtered; `refresh` builds a finished or failed export again. */
export interface ExportRequest {
  readonly itemId: string;
  readonly layer: FeatureLayerRow;
  readonly format: string;
  readonly filter: DownloadFilter;
  readonly requestedBy: string;
  readonly refresh: boolean;
  readonly now: number;
}

/** The version of a layer's data: it changes whenever the layer is published again. */
function dataVersionOf(layer: FeatureLayerRow): string {
  return `${layer.created}:${layer.record_count}`;
}

/** The same filter always reads the same: field names lower-cased, empty parts left out. */
function canonicalFilter(filter: DownloadFilter): DownloadFilter {
  return {
    ...(filter.where ? { where: filter.where } : {}),
    ...(filter.envelope ? { envelope: filter.envelope } : {}),
    ...(filter.fields && filter.fields.length > 0 ? { fields: filter.fields.map((f) => f.toLowerCase()) } : {}),
  };
}

/** A finished or failed export, which `refresh` queues again. */
function isSettled(state: DownloadState): boolean {
  return state.status === 'completed' || state.status === 'failed';
}

/**
 * Finds the export of an item's layer in a format for a filter at the current version of the data, or queues it (ADR
 * 0125). Queuing is one critical section across every process on the database (an advisory lock on the export queue,
 * issue 42): simultaneous identical requests — on one process or several — share one job, and the cap holds. Exports
 * of an older version of the same layer are removed with their files. A failed or finished export is queued again
 * only when `refresh` asks. Beyond {@link MAX_PENDING_EXPORTS} exports under way, a new one is refused with 429 and
 * `Retry-After`.
 *
 * @example
 * const state = await requestExport(db, { itemId, layer, format: 'csv', filter: { where }, requestedBy, refresh: false, now });
 */
export async function requestExport(db: Db, request: ExportRequest): Promise<DownloadState> {
  const filter = canonicalFilter(request.filter);
  const dataVersion = dataVersionOf(request.layer);
  const cacheKey = createHash('sha256')
    .update(JSON.stringify([request.itemId, request.layer.layer_id, request.format, filter, dataVersion]))
    .digest('hex');
  // Most asks are a browser polling an export already queued: answered without taking the lock.
  const known = await findDownloadByKey(db, cacheKey);
  if (known && !(request.refresh && isSettled(known))) return known;
  const state = await db.transaction().execute(async (trx) => {
    await lockJobQueue(trx, EXPORT_JOB);
    const found = await findDownloadByKey(trx, cacheKey);
    if (found) {
      if (!(request.refresh && isSettled(found))) return found;
      await requeueJob(trx, found.job_id, request.now);
      return findDownloadByKey(trx, cacheKey);
    }
    if ((await countPendingJobs(trx, EXPORT_JOB)) >= MAX_PENDING_EXPORTS) {
      throw new HubApiError(429, 'Too Many Requests', 'Many exports are being prepared; try again in a minute.', 60);
    }
    for (const old of await findStaleDownloads(trx, request.itemId, request.layer.layer_id, dataVersion)) {
      await deleteItemFiles(trx, request.itemId, 'download', { path: downloadPath(old.id, old.format) });
      await deleteDownload(trx, old.id);
    }
    const id = newId();
    const jobId = newId();
    const params: ExportJobParams = {
      downloadId: id,
      itemId: request.itemId,
      layerId: request.layer.layer_id,
      format: request.format,
      filter,
    };
    await insertJob(trx, {
      id: jobId,
      type: EXPORT_JOB,
      itemId: request.itemId,
      owner: request.requestedBy,
      params: { ...params },
      now: request.now,
    });
    await insertDownload(trx, {
      id,
      itemId: request.itemId,
      layerId: request.layer.layer_id,
      format: request.format,
      filter,
      dataVersion,
      cacheKey,
      jobId,
      requestedBy: request.requestedBy,
      now: request.now,
    });
    return findDownloadByKey(trx, cacheKey);
  });
  if (!state) throw new Error('The export was queued but cannot be read back.');
  return state;
}
