import type { DownloadState } from '../db/repositories/downloadRepository.ts';
import { scheduleOfRow, type DownloadScheduleRow } from '../db/repositories/downloadScheduleRepository.ts';

/** hub.js's download statuses: a queued export is Pending, one being written PagingData. */
const STATUS = { queued: 'Pending', processing: 'PagingData', completed: 'Completed', failed: 'Failed' } as const;

/**
 * A download as `/api/download/v1/items/{id}/{format}` answers it (hub.js `IHubDownloadApiResponse`): its status,
 * progress in percent, record count, the file's url when it is ready (`resultUrl`: for a non-public item a link signed
 * for that file and 15 minutes, never the caller's token; ADR 0189), and Plaza's additions — its id,
 * format, size, when it was generated, and why it failed.
 *
 * @example
 * c.json(presentDownload(state, `${origin}/api/download/v1/files/${state.id}`));
 */
export function presentDownload(state: DownloadState, resultUrl: string) {
  const processed = Number(state.progress.processed ?? 0);
  const total = Number(state.progress.total ?? 0);
  const result = state.result ?? {};
  const done = state.status === 'completed';
  return {
    id: state.id,
    status: STATUS[state.status],
    format: state.format,
    progressInPercent: done ? 100 : total > 0 ? Math.min(99, Math.floor((processed / total) * 100)) : 0,
    ...(done ? { recordCount: Number(result.recordCount ?? 0), size: Number(result.size ?? 0) } : {}),
    ...(done ? { resultUrl, generatedAt: new Date(state.updated).toISOString() } : {}),
    ...(state.status === 'failed' ? { message: state.error ?? 'The export failed.' } : {}),
    cacheStatus: done ? 'ready' : 'pending',
  };
}

/**
 * A download schedule as `GET /items/{id}/schedule` answers it (spec 2 §3: the schedule plus `itemId`), with when it
 * runs next and last ran.
 *
 * @example
 * c.json(presentSchedule(row)); // { itemId, mode: 'scheduled', cadence: 'daily', hour: 2, timezone: 'UTC', nextRun }
 */
export function presentSchedule(row: DownloadScheduleRow) {
  const iso = (ms: number | null) => (ms === null ? undefined : new Date(Number(ms)).toISOString());
  return {
    itemId: row.item_id,
    ...scheduleOfRow(row),
    ...(row.next_run !== null ? { nextRun: iso(row.next_run) } : {}),
    ...(row.last_run !== null ? { lastRun: iso(row.last_run) } : {}),
  };
}
