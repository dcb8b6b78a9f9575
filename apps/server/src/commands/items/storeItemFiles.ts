import type { Db } from '../../db/database.ts';
import type { ItemPatch } from '../../db/repositories/itemRepository.ts';
import { writeItemFile } from '../../db/repositories/itemFileRepository.ts';
import { keepDataFileAsVersion } from '../../db/repositories/itemVersionRepository.ts';
import { enqueueNotification } from '../../notifications/enqueueNotification.ts';
import { itemErrors } from '../../errors/itemErrors.ts';
import { readSpooledFile, type SpooledFile } from '../../http/spooledUploads.ts';
import { UPLOAD_LIMITS } from '../../http/uploadLimits.ts';

/** What an addItem/update call sends besides fields: data as `text` or a `file`, a `thumbnail`, `metadata`. */
export interface ItemFileInput {
  readonly text?: string | undefined;
  readonly file?: SpooledFile | undefined;
  readonly thumbnail?: SpooledFile | undefined;
  readonly metadata?: SpooledFile | undefined;
}

/**
 * Stores the data, thumbnail and metadata of an addItem/update call inside the caller's transaction
 * and returns the item columns that follow from them (`size`, `name`, `thumbnail`). An uploaded data file that
 * replaces another upload keeps the one it replaces as a version (ADR 0152); `author` is who uploads it.
 */
export async function storeItemFiles(
  trx: Db,
  itemId: string,
  input: ItemFileInput,
  context: { readonly now: number; readonly author: string },
): Promise<ItemPatch> {
  const { now, author } = context;
  const patch: ItemPatch = {};
  if (input.file || input.text !== undefined) {
    const kept = await keepDataFileAsVersion(trx, itemId);
    // A new version of an uploaded file: its followers are told once this write commits (issue 43, ADR 0206).
    if (kept) await enqueueNotification(trx, { kind: 'item-version', itemId, actor: author, at: now });
  }
  if (input.file) {
    const fileName = safeFileName(input.file.fileName);
    patch.size = await writeItemFile(
      trx,
      {
        itemId,
        role: 'data',
        path: '',
        contentType: input.file.contentType || 'application/octet-stream',
        now,
        author,
        fileName,
      },
      readSpooledFile(input.file),
    );
    patch.name = fileName;
  } else if (input.text !== undefined) {
    const bytes = Buffer.from(input.text, 'utf8');
    patch.size = await writeItemFile(
      trx,
      {
        itemId,
        role: 'data',
        path: '',
        contentType: isJson(input.text) ? 'application/json' : 'text/plain; charset=utf-8',
        now,
        author,
      },
      [bytes],
    );
  }
  if (input.thumbnail) {
    if (input.thumbnail.size > UPLOAD_LIMITS.thumbnailBytes)
      throw itemErrors.tooLarge('thumbnail', UPLOAD_LIMITS.thumbnailBytes);
    const path = `thumbnail/${safeFileName(input.thumbnail.fileName)}`;
    await writeItemFile(
      trx,
      { itemId, role: 'info', path, contentType: input.thumbnail.contentType || 'image/png', now },
      readSpooledFile(input.thumbnail),
    );
    patch.thumbnail = path;
  }
  if (input.metadata) {
    await writeItemFile(
      trx,
      { itemId, role: 'info', path: 'metadata/metadata.xml', contentType: 'application/xml', now },
      readSpooledFile(input.metadata),
    );
  }
  return patch;
}

/** A file name without folders or characters that would make a path ambiguous. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 200);
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'file' : cleaned;
}

function isJson(text: string): boolean {
  const first = text.trimStart()[0];
  if (first !== '{' && first !== '[') return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
