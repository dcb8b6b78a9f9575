import { sql } from 'kysely';
import { findItemFile } from '../../db/repositories/itemFileRepository.ts';
import { updateItemRow } from '../../db/repositories/itemRepository.ts';
import { JobFailure, type JobContext } from '../../jobs/jobRunner.ts';
import { SERVER_ROOT_PATH } from '../../http/authInfo.ts';
import {
  describeFileFault,
  loadLayerTable,
  replaceItemService,
  type LayerFileOptions,
  type LoadProgress,
  type PublishFileType,
} from './loadLayerTable.ts';

export type { PublishFileType } from './loadLayerTable.ts';

/** What a publish job is asked: the item, its file type and, for a CSV, its coordinate columns. */
export interface PublishParams extends LayerFileOptions {
  readonly itemId: string;
  readonly fileType: PublishFileType;
}

const REPORT_EVERY_MS = 500;

/**
 * Publishes an item's CSV or GeoJSON as a hosted layer on the item (ADR 0121, 0122), reading the stored file twice as a stream —
 * once to plan the fields, once to load the rows — so memory stays flat for any size. Rows are loaded into a table of
 * their own in committed batches (progress is visible meanwhile); one short transaction then replaces the item's
 * service with it and points the item's url at it. Until then the item is as it was; on any failure the loaded table
 * is dropped. Row errors are reported (row, column, why) without losing the good rows.
 */
export async function publishItemJob({ db, job, report, now }: JobContext) {
  const params = job.params as unknown as PublishParams;
  const item = await db.selectFrom('items').select(['id', 'title']).where('id', '=', params.itemId).executeTakeFirst();
  if (!item) throw new JobFailure('The item no longer exists.');
  const file = await findItemFile(db, item.id, 'data', '');
  if (!file) throw new JobFailure('The item has no file to publish.');

  let lastReport = 0;
  let last: LoadProgress | undefined;
  const throttled = async (progress: LoadProgress, force = false) => {
    last = progress;
    if (!force && now() - lastReport < REPORT_EVERY_MS) return;
    lastReport = now();
    await report({ ...progress });
  };
  // Named by the job, so a job run again after a crash finds (and drops) what its last run left.
  const table = `features_${item.id}_j${job.id.replace(/[^0-9a-z]/g, '').slice(0, 12)}`;
  let loaded;
  try {
    loaded = await loadLayerTable(db, file, params, table, throttled);
  } catch (error) {
    throw asJobFailure(error);
  }
  const { errors, errorCount, rowsLoaded } = loaded;
  try {
    const layerUrl = await db.transaction().execute(async (trx) => {
      const { name, layer: summary } = await replaceItemService(trx, item, loaded, { created: now() });
      const url = `${SERVER_ROOT_PATH}/rest/services/${name}/FeatureServer/0`;
      await updateItemRow(trx, item.id, {
        url,
        modified: now(),
        ...(summary.min_x !== null && summary.min_y !== null && summary.max_x !== null && summary.max_y !== null
          ? {
              extent_xmin: summary.min_x,
              extent_ymin: summary.min_y,
              extent_xmax: summary.max_x,
              extent_ymax: summary.max_y,
            }
          : {}),
      });
      return url;
    });
    return { result: { layerUrl, recordCount: rowsLoaded, errorCount, errors }, progress: { ...last } };
  } catch (error) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db).catch(() => undefined);
    throw error;
  }
}

/** A fault in the file (as opposed to the database or the process) as the job's final failure; others as they are. */
function asJobFailure(error: unknown): unknown {
  const fault = describeFileFault(error);
  return fault === undefined ? error : new JobFailure(fault);
}
