import { queueNextScheduledRun } from '../commands/downloads/saveDownloadSchedule.ts';
import { requestExport } from '../commands/downloads/requestExport.ts';
import { findDownloadSchedule, scheduleOfRow } from '../db/repositories/downloadScheduleRepository.ts';
import { findFeatureLayers } from '../db/repositories/featureLayerRepository.ts';
import { HubApiError } from '../errors/hubApiError.ts';
import type { JobContext } from '../jobs/jobRunner.ts';
import { EXPORT_FORMATS } from './exportFormats.ts';

/**
 * A schedule's run (ADR 0125): the whole of each of the item's layers is exported again in every format (so the next
 * visitor's download is ready at once), then the next run is queued. An export the server is too busy to take now
 * is left for the next run rather than breaking the chain; a schedule changed or removed meanwhile ends it.
 */
export async function scheduledExportJob({ db, job, now }: JobContext) {
  const itemId = String((job.params as { itemId?: unknown }).itemId ?? '');
  const row = await findDownloadSchedule(db, itemId);
  if (!row || row.mode !== 'scheduled') return { result: { queued: 0 }, progress: {} };
  let queued = 0;
  let skipped = 0;
  for (const layer of await findFeatureLayers(db, itemId)) {
    for (const [format, { tables }] of Object.entries(EXPORT_FORMATS)) {
      if (!tables && layer.geometry_type === null) continue;
      try {
        await requestExport(db, {
          itemId,
          layer,
          format,
          filter: {},
          requestedBy: row.editor,
          refresh: true,
          now: now(),
        });
        queued += 1;
      } catch (error) {
        if (!(error instanceof HubApiError && error.status === 429)) throw error;
        skipped += 1;
      }
    }
  }
  const schedule = scheduleOfRow(row);
  const ran = now();
  const next = await db.transaction().execute(async (trx) => {
    await trx.updateTable('download_schedules').set({ last_run: ran }).where('item_id', '=', itemId).execute();
    return queueNextScheduledRun(trx, itemId, schedule, row.editor, ran);
  });
  return { result: { queued, skipped, next }, progress: {} };
}
