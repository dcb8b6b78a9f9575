import type { Db } from '../database.ts';
import type { DownloadFilter } from '../downloadTables.ts';
import type { JobStatus } from '../jobTables.ts';

/** A download with where its job stands. */
export interface DownloadState {
  readonly id: string;
  readonly item_id: string;
  readonly layer_id: number;
  readonly format: string;
  readonly filter: DownloadFilter;
  readonly data_version: string;
  readonly job_id: string;
  readonly created: number;
  readonly status: JobStatus;
  readonly progress: Record<string, unknown>;
  readonly result: Record<string, unknown> | null;
  readonly error: string | null;
  readonly updated: number;
}

function selectState(db: Db) {
  return db
    .selectFrom('downloads')
    .innerJoin('jobs', 'jobs.id', 'downloads.job_id')
    .select([
      'downloads.id',
      'downloads.item_id',
      'downloads.layer_id',
      'downloads.format',
      'downloads.filter',
      'downloads.data_version',
      'downloads.job_id',
      'downloads.created',
      'jobs.status',
      'jobs.progress',
      'jobs.result',
      'jobs.error',
      'jobs.updated',
    ]);
}

/** The download of a cache key, with its job's state; locked for the caller's transaction when `lock`. */
export function findDownloadByKey(db: Db, cacheKey: string, lock = false): Promise<DownloadState | undefined> {
  const query = selectState(db).where('downloads.cache_key', '=', cacheKey);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** A download by id, with its job's state. */
export function findDownload(db: Db, id: string): Promise<DownloadState | undefined> {
  return selectState(db).where('downloads.id', '=', id).executeTakeFirst();
}

/** Counts a fetch of a download's file (the data owner's download counts). */
export async function countDownloadFetch(db: Db, id: string): Promise<void> {
  await db
    .updateTable('downloads')
    .set((eb) => ({ fetches: eb('fetches', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** How often an item's exports were made and fetched, per format. */
export interface DownloadCounts {
  readonly format: string;
  readonly exports: number;
  readonly fetches: number;
}

/**
 * The download counts of an item by format (every export of it, whatever its filter or data version), most fetched
 * first.
 */
export async function countItemDownloads(db: Db, itemId: string): Promise<DownloadCounts[]> {
  const rows = await db
    .selectFrom('downloads')
    .select((eb) => [
      'format',
      eb.fn.countAll<number>().as('exports'),
      eb.fn.coalesce(eb.fn.sum<number>('fetches'), eb.lit(0)).as('fetches'),
    ])
    .where('item_id', '=', itemId)
    .groupBy('format')
    .execute();
  return rows
    .map((row) => ({ format: row.format, exports: Number(row.exports), fetches: Number(row.fetches) }))
    .sort((a, b) => b.fetches - a.fetches || a.format.localeCompare(b.format));
}

/** The exports of an item's layer made from another version of its data (to be removed with their files). */
export function findStaleDownloads(
  db: Db,
  itemId: string,
  layerId: number,
  dataVersion: string,
): Promise<{ id: string; format: string }[]> {
  return db
    .selectFrom('downloads')
    .select(['id', 'format'])
    .where('item_id', '=', itemId)
    .where('layer_id', '=', layerId)
    .where('data_version', '!=', dataVersion)
    .execute();
}

/** Removes a download (its job goes with it only when the caller removes that too). */
export async function deleteDownload(db: Db, id: string): Promise<void> {
  await db.deleteFrom('downloads').where('id', '=', id).execute();
}

/** Records an export and the job that builds it. */
export async function insertDownload(
  db: Db,
  download: {
    id: string;
    itemId: string;
    layerId: number;
    format: string;
    filter: DownloadFilter;
    dataVersion: string;
    cacheKey: string;
    jobId: string;
    requestedBy: string;
    now: number;
  },
): Promise<void> {
  await db
    .insertInto('downloads')
    .values({
      id: download.id,
      item_id: download.itemId,
      layer_id: download.layerId,
      format: download.format,
      filter: JSON.stringify(download.filter),
      data_version: download.dataVersion,
      cache_key: download.cacheKey,
      job_id: download.jobId,
      requested_by: download.requestedBy,
      created: download.now,
    })
    .execute();
}
