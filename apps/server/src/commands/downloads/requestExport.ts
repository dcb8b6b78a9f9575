import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { DownloadFilter } from '../../db/downloadTables.ts';
import type { FeatureLayerRow } from '../../db/repositories/featureLayerRepository.ts';
import { deleteItemFiles } from '../../db/repositories/itemFileRepository.ts';
import { insertJob } from '../../db/repositories/jobRepository.ts';
import { findDownloadByKey, type DownloadState } from '../../db/repositories/downloadRepository.ts';
import { newId } from '../../db/newId.ts';
import { downloadPath, EXPORT_JOB, type ExportJobParams } from '../../downloads/exportLayerJob.ts';
import { HubApiError } from '../../http/hubApiError.ts';

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

/**
 * Finds the export of an item's layer in a format for a filter at the current version of the data, or queues it (ADR
 * 0125), in one transaction: the same request never queues two jobs. Exports of an older version of the same layer
 * are removed with their files. A failed or finished export is queued again only when `refresh` asks. Beyond
 * {@link MAX_PENDING_EXPORTS} exports under way, a new one is refused with 429 and `Retry-After`.
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
  const state = await db.transaction().execute(async (trx) => {
    const found = await findDownloadByKey(trx, cacheKey, true);
    if (found) {
      const again = request.refresh && (found.status === 'completed' || found.status === 'failed');
      if (!again) return found;
      await trx
        .updateTable('jobs')
        .set({
          status: 'queued',
          attempts: 0,
          error: null,
          result: null,
          progress: '{}',
          run_after: request.now,
          updated: request.now,
        })
        .where('id', '=', found.job_id)
        .execute();
      return findDownloadByKey(trx, cacheKey);
    }
    const pending = await trx
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('type', '=', EXPORT_JOB)
      .where('status', 'in', ['queued', 'processing'])
      .executeTakeFirstOrThrow();
    if (Number(pending.n) >= MAX_PENDING_EXPORTS) {
      throw new HubApiError(429, 'Too Many Requests', 'Many exports are being prepared; try again in a minute.', 60);
    }
    const stale = await trx
      .selectFrom('downloads')
      .select(['id', 'format'])
      .where('item_id', '=', request.itemId)
      .where('layer_id', '=', request.layer.layer_id)
      .where('data_version', '!=', dataVersion)
      .execute();
    for (const old of stale) {
      await deleteItemFiles(trx, request.itemId, 'download', { path: downloadPath(old.id, old.format) });
      await trx.deleteFrom('downloads').where('id', '=', old.id).execute();
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
    await trx
      .insertInto('downloads')
      .values({
        id,
        item_id: request.itemId,
        layer_id: request.layer.layer_id,
        format: request.format,
        filter: JSON.stringify(filter),
        data_version: dataVersion,
        cache_key: cacheKey,
        job_id: jobId,
        requested_by: request.requestedBy,
        created: request.now,
      })
      .execute();
    return findDownloadByKey(trx, cacheKey);
  });
  if (!state) throw new Error('The export was queued but cannot be read back.');
  return state;
}
