import { portalRequest, type PortalCallOptions } from '../portal/portalRequest.ts';

type ItemRef = { readonly id: string; readonly owner: string };

function itemPath(item: ItemRef, op: string): string {
  return `content/users/${encodeURIComponent(item.owner)}/items/${encodeURIComponent(item.id)}/${op}`;
}

/**
 * Makes the image at an http(s) address an item's thumbnail (`update` with `thumbnailUrl`): the portal fetches it, as
 * it fetches a `dataUrl`, and refuses an address it does not fetch from, one that is not an image, or one too large.
 *
 * @example
 * await setItemThumbnailUrl({ id, owner }, 'https://example.org/logo.png', { portal, authentication });
 */
export async function setItemThumbnailUrl(item: ItemRef, url: string, options: PortalCallOptions): Promise<void> {
  await portalRequest(itemPath(item, 'update'), { ...options, httpMethod: 'POST', params: { thumbnailUrl: url } });
}

/**
 * Takes an item's thumbnail away (`deleteThumbnail`).
 *
 * @example
 * await removeItemThumbnail({ id, owner }, { portal, authentication });
 */
export async function removeItemThumbnail(item: ItemRef, options: PortalCallOptions): Promise<void> {
  await portalRequest(itemPath(item, 'deleteThumbnail'), { ...options, httpMethod: 'POST' });
}
