import type { DownloadSchedule } from '@plaza/core';
import type { Selectable } from 'kysely';
import type { Db } from '../database.ts';
import type { DownloadScheduleTable } from '../downloadTables.ts';

/** A stored download schedule row. */
export type DownloadScheduleRow = Selectable<DownloadScheduleTable>;

/** An item's stored schedule, or undefined. */
export function findDownloadSchedule(db: Db, itemId: string): Promise<DownloadScheduleRow | undefined> {
  return db.selectFrom('download_schedules').selectAll().where('item_id', '=', itemId).executeTakeFirst();
}

/**
 * The schedule a row holds, as core reads it (empty columns left out).
 *
 * @example
 * nextScheduledRun(scheduleOfRow(row), new Date());
 */
export function scheduleOfRow(row: DownloadScheduleRow): DownloadSchedule {
  return {
    mode: row.mode,
    ...(row.cadence ? { cadence: row.cadence } : {}),
    ...(row.hour !== null ? { hour: row.hour } : {}),
    ...(row.day !== null ? { day: row.day } : {}),
    ...(row.date !== null ? { date: row.date } : {}),
    ...(row.month !== null ? { month: row.month } : {}),
    ...(row.timezone ? { timezone: row.timezone } : {}),
  };
}
