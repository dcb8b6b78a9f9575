import type { Selectable } from 'kysely';
import type { Db } from '../database.ts';
import type { ImportJournalTable, ImportRecordKind, ImportRunTable } from '../importTables.ts';

export type ImportJournalRow = Selectable<ImportJournalTable>;
export type ImportRunRow = Selectable<ImportRunTable>;

/**
 * The journal of one source, by kind and source id: where each record went and the fingerprint it had.
 *
 * @example
 * const journal = await readImportJournal(db, source);
 * journal.get('item')?.get(sourceId)?.target_id;
 */
export async function readImportJournal(
  db: Db,
  source: string,
): Promise<Map<ImportRecordKind, Map<string, ImportJournalRow>>> {
  const rows = await db.selectFrom('import_journal').selectAll().where('source', '=', source).execute();
  const byKind = new Map<ImportRecordKind, Map<string, ImportJournalRow>>();
  for (const row of rows) {
    const kind = byKind.get(row.kind) ?? new Map<string, ImportJournalRow>();
    kind.set(row.source_id, row);
    byKind.set(row.kind, kind);
  }
  return byKind;
}

/** Records (or updates) one copied source record; call inside the transaction that wrote it. */
export async function writeImportJournal(db: Db, row: ImportJournalRow): Promise<void> {
  await db
    .insertInto('import_journal')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['source', 'kind', 'source_id']).doUpdateSet({
        target_id: row.target_id,
        fingerprint: row.fingerprint,
        copied: row.copied,
      }),
    )
    .execute();
}

/** Forgets journal rows (memberships removed at the source). */
export async function deleteImportJournal(
  db: Db,
  source: string,
  kind: ImportRecordKind,
  sourceIds: readonly string[],
): Promise<void> {
  if (sourceIds.length === 0) return;
  await db
    .deleteFrom('import_journal')
    .where('source', '=', source)
    .where('kind', '=', kind)
    .where('source_id', 'in', [...sourceIds])
    .execute();
}

/** The newest run of a source that never finished (killed or failed), if any. */
export function findUnfinishedImportRun(db: Db, source: string): Promise<ImportRunRow | undefined> {
  return db
    .selectFrom('import_runs')
    .selectAll()
    .where('source', '=', source)
    .where('finished', 'is', null)
    .orderBy('started', 'desc')
    .executeTakeFirst();
}

export async function insertImportRun(
  db: Db,
  run: { id: string; source: string; scope: string; started: number },
): Promise<void> {
  await db
    .insertInto('import_runs')
    .values({ ...run, finished: null, report: null })
    .execute();
}

/** Marks a run finished with its report; earlier unfinished runs of the source are closed by it too. */
export async function finishImportRun(
  db: Db,
  run: { id: string; source: string; finished: number; report: Record<string, unknown> },
): Promise<void> {
  await db
    .updateTable('import_runs')
    .set({ finished: run.finished, report: JSON.stringify(run.report) })
    .where('source', '=', run.source)
    .where((eb) => eb.or([eb('id', '=', run.id), eb('finished', 'is', null)]))
    .execute();
}

/** Which of these ids name an existing item, group or user (the import keeps a source id only when it is free). */
export async function existingIds(
  db: Db,
  kind: 'item' | 'group' | 'user',
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const list = [...ids];
  const rows =
    kind === 'item'
      ? await db.selectFrom('items').select('id').where('id', 'in', list).execute()
      : kind === 'group'
        ? await db.selectFrom('groups').select('id').where('id', 'in', list).execute()
        : await db.selectFrom('users').select('username as id').where('username', 'in', list).execute();
  return new Set(rows.map((row) => row.id));
}

/** The members of a group, by username (to change only what differs). */
export async function groupMemberTypes(db: Db, groupId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('group_members')
    .select(['username', 'member_type'])
    .where('group_id', '=', groupId)
    .execute();
  return new Map(rows.map((row) => [row.username, row.member_type]));
}

/** The paths of an item's stored files of one role (its resources, say). */
export async function itemFilePaths(db: Db, itemId: string, role: 'resource' | 'info' | 'data'): Promise<string[]> {
  const rows = await db
    .selectFrom('item_files')
    .select('path')
    .where('item_id', '=', itemId)
    .where('role', '=', role)
    .execute();
  return rows.map((row) => row.path);
}
