import type { ItemFileInput } from '../../commands/items/storeItemFiles.ts';
import { stringParam, type PortalParams } from '../../http/portalParams.ts';
import { spooledFile } from '../../http/spooledUploads.ts';

/**
 * The files of an addItem or update call: `text`, and the spooled `file`, `thumbnail` and `metadata` parts.
 *
 * @example
 * await updateItem(db, { id, fields, files: readItemFiles(c.req.raw, params), now });
 */
export function readItemFiles(request: Request, params: PortalParams): ItemFileInput {
  return {
    text: stringParam(params, 'text'),
    file: spooledFile(request, 'file'),
    thumbnail: spooledFile(request, 'thumbnail'),
    metadata: spooledFile(request, 'metadata'),
  };
}
