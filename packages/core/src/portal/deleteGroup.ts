import { portalRequest, type PortalCallOptions } from './portalRequest.ts';

/**
 * Deletes a group. A protected group is refused (code `COM_0027`): unprotect it first.
 *
 * @example
 * await deleteGroup(id, { portal, authentication });
 */
export async function deleteGroup(id: string, options: PortalCallOptions): Promise<void> {
  await portalRequest(`community/groups/${encodeURIComponent(id)}/delete`, { ...options, httpMethod: 'POST' });
}
