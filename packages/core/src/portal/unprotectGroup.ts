import { portalRequest, type PortalCallOptions } from './portalRequest.ts';

/**
 * Lifts a group's protection so that it can be deleted.
 *
 * @example
 * await unprotectGroup(id, { portal, authentication });
 */
export async function unprotectGroup(id: string, options: PortalCallOptions): Promise<void> {
  await portalRequest(`community/groups/${encodeURIComponent(id)}/unprotect`, { ...options, httpMethod: 'POST' });
}
