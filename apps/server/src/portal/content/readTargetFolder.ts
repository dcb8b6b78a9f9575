import type { Db } from '../../db/database.ts';
import { findFolder } from '../../db/repositories/folderRepository.ts';
import { stringParam, type PortalParams } from '../../http/portalParams.ts';
import { itemErrors } from '../../errors/itemErrors.ts';

/**
 * The folder a `move` or `moveItems` call names (`folder`): null for the root (empty or `/`), else the id of one of
 * the owner's folders, or "Folder does not exist or is inaccessible.".
 *
 * @example
 * const folder = await readTargetFolder(db, item.owner, params);
 */
export async function readTargetFolder(db: Db, owner: string, params: PortalParams): Promise<string | null> {
  const target = (stringParam(params, 'folder') ?? '').trim();
  if (target === '' || target === '/') return null;
  const row = await findFolder(db, owner, target.toLowerCase());
  if (!row) throw itemErrors.folderNotFound();
  return row.id;
}
