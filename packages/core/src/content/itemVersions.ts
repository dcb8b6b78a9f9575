import { portalRequest, type PortalCallOptions } from '../portal/portalRequest.ts';

/** One file of an item (ADR 0152): the current one or an earlier version, with who made it the item's file and when. */
export interface ItemVersion {
  readonly id: string;
  readonly fileName: string | null;
  readonly size: number;
  readonly contentType: string;
  readonly author: string | null;
  /** Epoch milliseconds. */
  readonly created: number;
  readonly current: boolean;
}

type ItemRef = { readonly id: string; readonly owner: string };

function itemPath(item: ItemRef): string {
  return `content/users/${encodeURIComponent(item.owner)}/items/${encodeURIComponent(item.id)}`;
}

/**
 * The versions of an item's file, the current one first, then the earlier ones newest first
 * (`content/items/{id}/versions`); for those who may update the item.
 *
 * @example
 * const [current, ...earlier] = await fetchItemVersions(item.id, { portal, authentication });
 */
export async function fetchItemVersions(itemId: string, options: PortalCallOptions): Promise<readonly ItemVersion[]> {
  const answer = await portalRequest<{ readonly versions?: readonly ItemVersion[] }>(
    `content/items/${encodeURIComponent(itemId)}/versions`,
    options,
  );
  return answer.versions ?? [];
}

/**
 * Makes an earlier version the item's file again; the file it replaces becomes a version. Fails with the portal's
 * `CONT_0030` when the version is gone.
 *
 * @example
 * await restoreItemVersion({ id, owner }, version.id, { portal, authentication });
 */
export async function restoreItemVersion(item: ItemRef, versionId: string, options: PortalCallOptions): Promise<void> {
  await portalRequest(`${itemPath(item)}/versions/${encodeURIComponent(versionId)}/restore`, {
    ...options,
    httpMethod: 'POST',
  });
}

/**
 * Deletes an earlier version of an item's file (needs the right to delete the item).
 *
 * @example
 * await deleteItemVersion({ id, owner }, version.id, { portal, authentication });
 */
export async function deleteItemVersion(item: ItemRef, versionId: string, options: PortalCallOptions): Promise<void> {
  await portalRequest(`${itemPath(item)}/versions/${encodeURIComponent(versionId)}/delete`, {
    ...options,
    httpMethod: 'POST',
  });
}

/**
 * The address of a version's file, to download it (`content/items/{id}/versions/{versionId}/data`); a token is added
 * for the browser, which cannot send one otherwise.
 *
 * @example
 * itemVersionFileUrl(portal, item.id, version.id, token);
 */
export function itemVersionFileUrl(portal: string, itemId: string, versionId: string, token?: string): string {
  const url = `${portal.replace(/\/+$/, '')}/content/items/${encodeURIComponent(itemId)}/versions/${encodeURIComponent(versionId)}/data`;
  return token ? `${url}?token=${encodeURIComponent(token)}` : url;
}
