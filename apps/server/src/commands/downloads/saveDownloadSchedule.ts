import { nextScheduledRun, type DownloadSchedule } from '@plaza/core';
import type { Db } from '../../db/database.ts';
import { insertJob } from '../../db/repositories/jobRepository.ts';
import { newId } from '../../db/newId.ts';

/** The job type that refreshes an item's exports at its schedule's time, then queues its next run. */
export const SCHEDULED_EXPORT_JOB = 'export-schedule';

/** Removes the run of an item's schedule that is still waiting (one running now finishes). */
async function dropWaitingRun(db: Db, itemId: string): Promise<void> {
  await db
    .deleteFrom('jobs')
    .where('item_id', '=', itemId)
    .where('type', '=', SCHEDULED_EXPORT_JOB)
    .where('status', '=', 'queued')
    .execute();
}

/**
 * Queues the next run of an item's scheduled refresh (none for automatic and manual schedules), replacing any run
 * still waiting. Call inside the transaction that changed the schedule.
 */
export async function queueNextScheduledRun(
  db: Db,
  itemId: string,
  schedule: DownloadSchedule,
  owner: string,
  now: number,
): Promise<number | null> {
  await dropWaitingRun(db, itemId);
  const next = nextScheduledRun(schedule, new Date(now))?.getTime() ?? null;
  if (next !== null) {
    await insertJob(db, {
      id: newId(),
      type: SCHEDULED_EXPORT_JOB,
      itemId,
      owner,
      params: { itemId },
      now,
      runAfter: next,
    });
  }
  await db.updateTable('download_schedules').set({ next_run: next }).where('item_id', '=', itemId).execute();
  return next;
}

/**
 * Stores an item's download schedule (spec 2 §7 POST) and queues its next run, in one transaction. Who may is the
 * route's to check.
 *
 * @example
 * await saveDownloadSchedule(db, itemId, { mode: 'scheduled', cadence: 'daily', hour: 2, timezone: 'UTC' }, 'publisher_riverside', now);
 */
export async function saveDownloadSchedule(
  db: Db,
  itemId: string,
  schedule: DownloadSchedule,
  editor: string,
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const values = {
      mode: schedule.mode,
      cadence: schedule.cadence ?? null,
      hour: schedule.hour ?? null,
      day: schedule.day ?? null,
      date: schedule.date ?? null,
      month: schedule.month ?? null,
      timezone: schedule.timezone ?? null,
      editor,
      updated: now,
    };
    await trx
      .insertInto('download_schedules')
      .values({ item_id: itemId, ...values, created: now })
      .onConflict((oc) => oc.column('item_id').doUpdateSet(values))
      .execute();
    await queueNextScheduledRun(trx, itemId, schedule, editor, now);
  });
}

/** Removes an item's schedule and its waiting run; false when it had none. */
export async function deleteDownloadSchedule(db: Db, itemId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await dropWaitingRun(trx, itemId);
    const removed = await trx.deleteFrom('download_schedules').where('item_id', '=', itemId).executeTakeFirst();
    return Number(removed.numDeletedRows) > 0;
  });
}
