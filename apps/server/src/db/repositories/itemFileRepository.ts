import { sql, type Selectable } from 'kysely';
import type { Db } from '../database.ts';
import type { ItemFileRole, ItemFileTable } from '../itemTables.ts';
import { newId } from '../newId.ts';

export type ItemFileRow = Selectable<ItemFileTable>;

/** Files are stored as rows of at most this many bytes (ADR 0052). */
export const CHUNK_BYTES = 256 * 1024;

export interface FileToWrite {
  readonly itemId: string;
  readonly role: ItemFileRole;
  readonly path: string;
  readonly contentType: string;
  readonly access?: 'inherit' | 'private';
  readonly now: number;
  /** Data files: who uploads it and the uploaded file's name (ADR 0152). */
  readonly author?: string;
  readonly fileName?: string;
}

/**
 * Stores a file (replacing one at the same item, role and path) from a stream of bytes, in chunk
 * rows, never holding more than one chunk in memory. Call inside the transaction of the whole
 * write: if the stream throws (too large, aborted), nothing of the file remains.
 *
 * @example
 * await db.transaction().execute((trx) => writeItemFile(trx, meta, fs.createReadStream(tmp)));
 */
export async function writeItemFile(
  db: Db,
  file: FileToWrite,
  content: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
): Promise<number> {
  await deleteItemFiles(db, file.itemId, file.role, { path: file.path });
  const id = newId();
  await db
    .insertInto('item_files')
    .values({
      id,
      item_id: file.itemId,
      role: file.role,
      path: file.path,
      content_type: file.contentType,
      size: 0,
      access: file.access ?? 'inherit',
      created: file.now,
      modified: file.now,
      author: file.author ?? null,
      file_name: file.fileName ?? null,
    })
    .execute();
  let size = 0;
  let seq = 0;
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  const flush = async (): Promise<void> => {
    if (pendingBytes === 0) return;
    const bytes = Buffer.concat(pending, pendingBytes);
    await db.insertInto('file_chunks').values({ file_id: id, seq, bytes }).execute();
    seq += 1;
    pending = [];
    pendingBytes = 0;
  };
  for await (const piece of content) {
    let offset = 0;
    while (offset < piece.length) {
      const take = Math.min(CHUNK_BYTES - pendingBytes, piece.length - offset);
      pending.push(piece.subarray(offset, offset + take));
      pendingBytes += take;
      offset += take;
      size += take;
      if (pendingBytes === CHUNK_BYTES) await flush();
    }
  }
  await flush();
  await db.updateTable('item_files').set({ size }).where('id', '=', id).execute();
  return size;
}

/** One stored file of an item, or undefined. */
export function findItemFile(
  db: Db,
  itemId: string,
  role: ItemFileRole,
  path: string,
): Promise<ItemFileRow | undefined> {
  return db
    .selectFrom('item_files')
    .selectAll()
    .where('item_id', '=', itemId)
    .where('role', '=', role)
    .where('path', '=', path)
    .executeTakeFirst();
}

/** The bytes of a stored file, one chunk per read, so a response can stream it. */
export async function* readItemFile(db: Db, fileId: string): AsyncGenerator<Uint8Array> {
  for (let seq = 0; ; seq += 1) {
    const row = await db
      .selectFrom('file_chunks')
      .select('bytes')
      .where('file_id', '=', fileId)
      .where('seq', '=', seq)
      .executeTakeFirst();
    if (!row) return;
    yield row.bytes;
  }
}

/**
 * The bytes of a stored file from `start` up to (not including) `end`, as a stream of chunk slices: only the chunks
 * the range covers are read (chunks are all CHUNK_BYTES but the last), so an archive's directory or one of its entries
 * is read without the rest of the file.
 *
 * @example
 * for await (const part of readItemFileRange(db, file.id, file.size - 22, file.size)) tail.push(part);
 */
export async function* readItemFileRange(
  db: Db,
  fileId: string,
  start: number,
  end: number,
): AsyncGenerator<Uint8Array> {
  for (let seq = Math.floor(start / CHUNK_BYTES); seq * CHUNK_BYTES < end; seq += 1) {
    const row = await db
      .selectFrom('file_chunks')
      .select('bytes')
      .where('file_id', '=', fileId)
      .where('seq', '=', seq)
      .executeTakeFirst();
    if (!row) return;
    const base = seq * CHUNK_BYTES;
    yield row.bytes.subarray(Math.max(0, start - base), Math.min(row.bytes.length, end - base));
  }
}

/** Files of an item with one role (resources), by path, with the total. */
export async function listItemFiles(
  db: Db,
  query: { itemId: string; role: ItemFileRole; includePrivate: boolean; offset: number; limit: number },
): Promise<{ total: number; rows: ItemFileRow[] }> {
  let base = db.selectFrom('item_files').where('item_id', '=', query.itemId).where('role', '=', query.role);
  if (!query.includePrivate) base = base.where('access', '=', 'inherit');
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base.selectAll().orderBy('path').offset(query.offset).limit(query.limit).execute();
  return { total: Number(count.n), rows };
}

/** Deletes files of an item with one role: one path, everything under a prefix, or all. */
export async function deleteItemFiles(
  db: Db,
  itemId: string,
  role: ItemFileRole,
  which: { readonly path?: string; readonly prefix?: string } = {},
): Promise<number> {
  let query = db.deleteFrom('item_files').where('item_id', '=', itemId).where('role', '=', role);
  if (which.path !== undefined) query = query.where('path', '=', which.path);
  if (which.prefix !== undefined) {
    query = query.where(sql<boolean>`starts_with(path, ${`${which.prefix}/`})`);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
