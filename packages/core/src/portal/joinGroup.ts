import { portalRequest, type PortalCallOptions } from './portalRequest.ts';

/**
 * Joins a group as a member (refused for invitation-only groups and, for org-only membership, other orgs).
 *
 * @example
 * await joinGroup(id, { portal, authentication });
 */
export async function joinGroup(id: string, options: PortalCallOptions): Promise<void> {
  await portalRequest(`community/groups/${encodeURIComponent(id)}/join`, { ...options, httpMethod: 'POST' });
}
