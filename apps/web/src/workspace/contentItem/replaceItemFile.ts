import { postPortalForm, type UploadOptions } from '../api/uploadThumbnail.ts';

/**
 * Replaces an item's file (`content/users/{owner}/items/{id}/update`, multipart `file`) with upload progress; the
 * portal keeps the file it replaces as a version (ADR 0152) and enforces who may and how large.
 *
 * @example
 * await replaceItemFile({ id, owner }, file, { portal, token, onProgress: setProgress });
 */
export async function replaceItemFile(
  item: { readonly id: string; readonly owner: string },
  file: File,
  options: UploadOptions,
): Promise<void> {
  const form = new FormData();
  form.set('f', 'json');
  form.set('file', file, file.name);
  await postPortalForm(
    `content/users/${encodeURIComponent(item.owner)}/items/${encodeURIComponent(item.id)}/update`,
    form,
    options,
  );
}
