import type { Db } from '../../db/database.ts';
import type { ItemFileRow } from '../../db/repositories/itemFileRepository.ts';
import { updateItemRow } from '../../db/repositories/itemRepository.ts';
import { restoreItemVersion } from '../../db/repositories/itemVersionRepository.ts';

/**
 * Makes a version the item's file again in one transaction (ADR 0152): the current file becomes a version, and the
 * item's `name`, `size` and `modified` follow, so exports cached for the old data are not served again. Restoring the
 * current file changes nothing.
 */
export async function restoreVersion(db: Db, itemId: string, version: ItemFileRow, now: number): Promise<void> {
  if (version.role === 'data') return;
  await db.transaction().execute(async (trx) => {
    await restoreItemVersion(trx, itemId, version);
    await updateItemRow(trx, itemId, {
      size: Number(version.size),
      ...(version.file_name ? { name: version.file_name } : {}),
      modified: now,
    });
  });
}
