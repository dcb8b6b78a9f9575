import type { DownloadSchedule } from '@plaza/core';
import { queueNextScheduledRun } from '../commands/downloads/saveDownloadSchedule.ts';
import { requestExport } from '../commands/downloads/requestExport.ts';
import { findFeatureLayers } from '../db/repositories/featureLayerRepository.ts';
import { HubApiError } from '../http/hubApiError.ts';
import type { JobContext } from '../jobs/jobRunner.ts';
import { EXPORT_FORMATS } from './exportFormats.ts';

/**
 * A schedule's run (ADR 0125): the whole of each of the item's layers is exported again in every format (so the next
 * visitor's download is ready at once), then the next run is queued. An export the server is too busy to take now
 * is left for the next run rather than breaking the chain; a schedule changed or removed meanwhile ends it.
 */
export async function scheduledExportJob({ db, job, now }: JobContext) {
  const itemId = String((job.params as { itemId?: unknown }).itemId ?? '');
  const row = await db.selectFrom('download_schedules').selectAll().where('item_id', '=', itemId).executeTakeFirst();
  if (!row || row.mode !== 'scheduled') return { result: { queued: 0 }, progress: {} };
  let queued = 0;
  let skipped = 0;
  for (const layer of await findFeatureLayers(db, itemId)) {
    for (const format of Object.keys(EXPORT_FORMATS)) {
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
  const schedule: DownloadSchedule = {
    mode: row.mode,
    ...(row.cadence ? { cadence: row.cadence } : {}),
    ...(row.hour !== null ? { hour: row.hour } : {}),
    ...(row.day !== null ? { day: row.day } : {}),
    ...(row.date !== null ? { date: row.date } : {}),
    ...(row.month !== null ? { month: row.month } : {}),
    ...(row.timezone ? { timezone: row.timezone } : {}),
  };
  const ran = now();
  const next = await db.transaction().execute(async (trx) => {
    await trx.updateTable('download_schedules').set({ last_run: ran }).where('item_id', '=', itemId).execute();
    return queueNextScheduledRun(trx, itemId, schedule, row.editor, ran);
  });
  return { result: { queued, skipped, next }, progress: {} };
}
