import type { Selectable } from 'kysely';
import type { Db } from '../database.ts';
import type { FolderTable } from '../itemTables.ts';

export type FolderRow = Selectable<FolderTable>;

export async function insertFolder(db: Db, folder: FolderRow): Promise<void> {
  await db.insertInto('folders').values(folder).execute();
}

/** A folder of this owner by id, or undefined. */
export function findFolder(db: Db, owner: string, id: string): Promise<FolderRow | undefined> {
  return db.selectFrom('folders').selectAll().where('owner', '=', owner).where('id', '=', id).executeTakeFirst();
}

/** A folder of this owner by title, ignoring case (titles are unique per owner). */
export function findFolderByTitle(db: Db, owner: string, title: string): Promise<FolderRow | undefined> {
  return db
    .selectFrom('folders')
    .selectAll()
    .where('owner', '=', owner)
    .where((eb) => eb(eb.fn('lower', ['title']), '=', title.toLowerCase()))
    .executeTakeFirst();
}

export function listFolders(db: Db, owner: string): Promise<FolderRow[]> {
  return db.selectFrom('folders').selectAll().where('owner', '=', owner).orderBy('created').orderBy('id').execute();
}

export async function countItemsInFolder(db: Db, id: string): Promise<number> {
  const row = await db
    .selectFrom('items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner_folder', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteFolderRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('folders').where('id', '=', id).execute();
}
