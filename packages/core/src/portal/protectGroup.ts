import { portalRequest, type PortalCallOptions } from './portalRequest.ts';

/**
 * Protects a group so that it cannot be deleted.
 *
 * @example
 * await protectGroup(id, { portal, authentication });
 */
export async function protectGroup(id: string, options: PortalCallOptions): Promise<void> {
  await portalRequest(`community/groups/${encodeURIComponent(id)}/protect`, { ...options, httpMethod: 'POST' });
}
