import { portalRequest, type PortalCallOptions } from '../portal/portalRequest.ts';

/**
 * Turns an item's delete protection on or off (`protect` / `unprotect`): a protected item cannot be deleted.
 *
 * @example
 * await setItemProtected({ id, owner }, true, { portal, authentication });
 */
export async function setItemProtected(
  item: { readonly id: string; readonly owner: string },
  value: boolean,
  options: PortalCallOptions,
): Promise<void> {
  await portalRequest(
    `content/users/${encodeURIComponent(item.owner)}/items/${encodeURIComponent(item.id)}/${value ? 'protect' : 'unprotect'}`,
    { ...options, httpMethod: 'POST' },
  );
}
