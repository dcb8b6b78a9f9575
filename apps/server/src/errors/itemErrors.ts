import { PortalError, portalErrors } from './portalError.ts';

/**
 * The portal errors of items, folders and their files. An item the caller may not read answers
 * exactly like a missing one ({@link itemErrors.itemNotFound}).
 */
export const itemErrors = {
  itemNotFound: () => portalErrors.notFound('Item does not exist or is inaccessible.'),
  forbidden: () => portalErrors.forbidden(),
  folderNotFound: () => new PortalError(400, 'CONT_0004', 'Folder does not exist or is inaccessible.'),
  folderTitleTaken: (title: string) => new PortalError(409, 'CONT_0005', `Folder '${title}' already exists.`),
  folderNotEmpty: () => new PortalError(400, 'CONT_0006', 'Unable to delete folder. The folder is not empty.'),
  deleteProtected: () => new PortalError(400, 'CONT_0016', 'Unable to delete item. Delete protection is turned on.'),
  versionNotFound: () => new PortalError(404, 'CONT_0030', 'Version does not exist or has been deleted.'),
  fileNotFound: () => new PortalError(404, 'CONT_0010', 'File does not exist or is inaccessible.'),
  tooLarge: (what: string, limitBytes: number) =>
    new PortalError(400, 'CONT_0018', `The ${what} is larger than the limit of ${formatBytes(limitBytes)}.`),
  invalid: (message: string) => portalErrors.badRequest(message, [message]),
} as const;

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${bytes / 1024} KB`;
}
