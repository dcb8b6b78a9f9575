import type { Db } from '../database.ts';
import { findItemFile, type ItemFileRow } from './itemFileRepository.ts';

/** How many earlier files an item keeps; replacing the file once more drops the oldest (ADR 0152). */
export const MAX_ITEM_VERSIONS = 25;

/**
 * Keeps the item's current data file as a version (role `version`, its own id as path) so a new data file can be
 * written, when that file was an upload (JSON written as `text` by an editor is not versioned); the oldest versions
 * beyond {@link MAX_ITEM_VERSIONS} go. Call inside the transaction of the write. Returns the kept file, if any.
 *
 * @example
 * await db.transaction().execute(async (trx) => { await keepDataFileAsVersion(trx, id); await writeItemFile(trx, …); });
 */
export async function keepDataFileAsVersion(db: Db, itemId: string): Promise<ItemFileRow | undefined> {
  const current = await findItemFile(db, itemId, 'data', '');
  if (!current || current.file_name === null) return undefined;
  await moveToVersions(db, current);
  await pruneVersions(db, itemId);
  return { ...current, role: 'version', path: current.id };
}

async function moveToVersions(db: Db, file: ItemFileRow): Promise<void> {
  await db.updateTable('item_files').set({ role: 'version', path: file.id }).where('id', '=', file.id).execute();
}

async function pruneVersions(db: Db, itemId: string): Promise<void> {
  const stale = await db
    .selectFrom('item_files')
    .select('id')
    .where('item_id', '=', itemId)
    .where('role', '=', 'version')
    .orderBy('created', 'desc')
    .orderBy('id', 'desc')
    .offset(MAX_ITEM_VERSIONS)
    .limit(1000)
    .execute();
  if (stale.length === 0) return;
  await db
    .deleteFrom('item_files')
    .where(
      'id',
      'in',
      stale.map((row) => row.id),
    )
    .execute();
}

/** The item's current data file and its earlier versions, newest first. */
export async function listItemVersions(
  db: Db,
  itemId: string,
): Promise<{ current: ItemFileRow | undefined; versions: ItemFileRow[] }> {
  const rows = await db
    .selectFrom('item_files')
    .selectAll()
    .where('item_id', '=', itemId)
    .where((eb) => eb.or([eb('role', '=', 'version'), eb.and([eb('role', '=', 'data'), eb('path', '=', '')])]))
    .orderBy('created', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return { current: rows.find((row) => row.role === 'data'), versions: rows.filter((row) => row.role === 'version') };
}

/**
 * One version of an item's file by its id — the current data file or an earlier one — or undefined (deleted, or never
 * one of this item's).
 */
export function findItemVersion(db: Db, itemId: string, versionId: string): Promise<ItemFileRow | undefined> {
  return db
    .selectFrom('item_files')
    .selectAll()
    .where('item_id', '=', itemId)
    .where('id', '=', versionId)
    .where((eb) => eb.or([eb('role', '=', 'version'), eb.and([eb('role', '=', 'data'), eb('path', '=', '')])]))
    .executeTakeFirst();
}

/**
 * Makes a version the item's data file again, keeping the file it replaces as a version. Inside the caller's
 * transaction; the version must exist (see {@link findItemVersion}).
 */
export async function restoreItemVersion(db: Db, itemId: string, version: ItemFileRow): Promise<void> {
  const current = await findItemFile(db, itemId, 'data', '');
  if (current) await moveToVersions(db, current);
  await db.updateTable('item_files').set({ role: 'data', path: '' }).where('id', '=', version.id).execute();
  await pruneVersions(db, itemId);
}

/** Deletes one version of an item's file (its chunks go with it); the count deleted. */
export async function deleteItemVersion(db: Db, itemId: string, versionId: string): Promise<number> {
  const result = await db
    .deleteFrom('item_files')
    .where('item_id', '=', itemId)
    .where('role', '=', 'version')
    .where('path', '=', versionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
