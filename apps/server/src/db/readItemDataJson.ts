import type { Db } from './database.ts';
import { findItemFile, readItemFile } from './repositories/itemFileRepository.ts';

/** The largest item data the server parses for its own decisions (a site's or initiative's model). */
const MAX_DATA_BYTES = 2 * 1024 * 1024;

/**
 * An item's data as a JSON object (a site's `values`, say), or `{}` when it has none, it is not an object, it is not
 * JSON or it is over 2 MB: for server-side decisions that read a model's settings, never for answering the data.
 *
 * @example
 * const values = (await readItemDataJson(db, site.id)).values;
 */
export async function readItemDataJson(db: Db, itemId: string): Promise<Record<string, unknown>> {
  return (await readItemJsonFile(db, itemId, 'data', '')) ?? {};
}

/**
 * One of an item's stored files parsed as a JSON object (its data, an info file such as a survey's `forminfo.json`),
 * or undefined when there is none, it is over 2 MB, not JSON or not an object.
 *
 * @example
 * const formInfo = await readItemJsonFile(db, formId, 'info', 'forminfo.json');
 */
export async function readItemJsonFile(
  db: Db,
  itemId: string,
  role: 'data' | 'info',
  path: string,
): Promise<Record<string, unknown> | undefined> {
  const file = await findItemFile(db, itemId, role, path);
  if (!file || file.size > MAX_DATA_BYTES) return undefined;
  const chunks: Uint8Array[] = [];
  for await (const chunk of readItemFile(db, file.id)) chunks.push(chunk);
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
