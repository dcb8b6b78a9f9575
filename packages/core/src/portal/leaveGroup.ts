import { portalRequest, type PortalCallOptions } from './portalRequest.ts';

/**
 * Leaves a group (its owner cannot).
 *
 * @example
 * await leaveGroup(id, { portal, authentication });
 */
export async function leaveGroup(id: string, options: PortalCallOptions): Promise<void> {
  await portalRequest(`community/groups/${encodeURIComponent(id)}/leave`, { ...options, httpMethod: 'POST' });
}
