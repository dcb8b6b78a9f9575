import { CSV_DOWNLOAD_LIMIT } from '@plaza/core';
import type { Context } from 'hono';
import { sql } from 'kysely';
import { ANONYMOUS } from '../../auth/caller.ts';
import { itemVisibility } from '../../access/itemVisibility.ts';
import type { Db } from '../../db/database.ts';
import { newId } from '../../db/newId.ts';
import { findFeatureLayers, findServiceSource } from '../../db/repositories/featureLayerRepository.ts';
import { findItemFile, type ItemFileRow } from '../../db/repositories/itemFileRepository.ts';
import { findVisibleItem, type ItemRow } from '../../db/repositories/itemRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { featureServiceErrors } from '../featureServiceErrors.ts';
import type { LoadedService } from '../loadFeatureService.ts';
import { describeFileFault, loadLayerTable, replaceItemService } from '../publish/loadLayerTable.ts';

const DATASET_ID = /^([0-9a-f]{32})(?:_\d{1,6})?$/;

// One load per item and file at a time in this process: visitors arriving together wait for the same load.
const loading = new Map<string, Promise<void>>();
// Files that could not be read as a table, by item and file version, with the reason: answered again without
// reading the file again (a new version is tried afresh). Bounded: the oldest are forgotten first.
const unreadable = new Map<string, string>();
const UNREADABLE_KEPT = 500;

/**
 * The feature service the hub answers at `{hub}/datasets/{itemId}_0/FeatureServer` (spec 3 §7, ADR 0163), for public
 * items only, as anyone reads them: a published item's hosted layers, or — for a public CSV of at most
 * {@link CSV_DOWNLOAD_LIMIT} bytes on an organisation that is not a private portal (spec 3 "Content") — a layer loaded
 * from the CSV file on first need, and loaded again once the file is replaced or restored. Anything else answers as a
 * missing service.
 *
 * @example
 * const service = await loadDatasetProxyService(c, 'f2a7c0e1d9b84c6f8e3a5b7c9d1e2f30_0');
 */
export async function loadDatasetProxyService(c: Context<AppEnv>, datasetId: string): Promise<LoadedService> {
  const { db } = c.get('deps');
  const id = DATASET_ID.exec(datasetId.toLowerCase())?.[1];
  const item = id ? await findVisibleItem(db, id, itemVisibility(ANONYMOUS)) : undefined;
  if (!item) throw featureServiceErrors.serviceNotFound();
  const [layers, source] = await Promise.all([findFeatureLayers(db, item.id), findServiceSource(db, item.id)]);
  // Published by its owner (any type, a CSV included): its own service.
  if (source === null && layers.length > 0) return { item, layers };
  const file = item.type === 'CSV' ? await proxiedCsvFile(db, item) : undefined;
  if (!file) throw featureServiceErrors.serviceNotFound();
  const wanted = `${file.id}@${file.modified}`;
  if (source !== wanted || layers.length === 0) {
    const key = `${item.id}|${wanted}`;
    const fault = unreadable.get(key);
    if (fault !== undefined) throw featureServiceErrors.invalidParameter(fault);
    let load = loading.get(key);
    if (!load) {
      load = loadProxyLayer(db, item, file, wanted).finally(() => loading.delete(key));
      loading.set(key, load);
    }
    await load;
  }
  return { item, layers: await findFeatureLayers(db, item.id) };
}

/** The CSV's stored file, when the hub serves it (spec 3 "Content": public, not on a private portal, ≤ 5 MB). */
async function proxiedCsvFile(db: Db, item: ItemRow): Promise<ItemFileRow | undefined> {
  const [file, org] = await Promise.all([
    findItemFile(db, item.id, 'data', ''),
    db.selectFrom('orgs').select('is_portal').where('id', '=', item.org_id).executeTakeFirst(),
  ]);
  if (!file || !org || org.is_portal || file.size > CSV_DOWNLOAD_LIMIT) return undefined;
  return file;
}

/**
 * Loads the CSV into a new row table, then — in one transaction — replaces the item's proxied service with it. A
 * file that cannot be read as a table is the contract's 400, saying why; nothing of the load is kept.
 */
async function loadProxyLayer(db: Db, item: ItemRow, file: ItemFileRow, wanted: string): Promise<void> {
  const table = `features_${item.id}_p${newId().slice(0, 12)}`;
  let loaded;
  try {
    loaded = await loadLayerTable(db, file, { fileType: 'csv' }, table, async () => undefined);
  } catch (error) {
    const fault = describeFileFault(error);
    if (fault === undefined) throw error;
    const message = `The CSV file cannot be served as a table: ${fault}`;
    if (unreadable.size >= UNREADABLE_KEPT) unreadable.delete(unreadable.keys().next().value!);
    unreadable.set(`${item.id}|${wanted}`, message);
    throw featureServiceErrors.invalidParameter(message);
  }
  try {
    const kept = await db.transaction().execute(async (trx) => {
      // Another server process may have loaded the same file meanwhile, or the owner published it: theirs stays.
      const source = await findServiceSource(trx, item.id);
      if (source === wanted || source === null) return false;
      await replaceItemService(trx, item, loaded, { created: Date.now(), sourceFile: wanted });
      return true;
    });
    if (!kept) await sql`drop table if exists ${sql.table(table)}`.execute(db);
  } catch (error) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db).catch(() => undefined);
    throw error;
  }
}
