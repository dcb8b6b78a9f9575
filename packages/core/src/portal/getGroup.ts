import type { PortalGroup } from './PortalGroup.ts';
import { portalRequest, type PortalCallOptions } from './portalRequest.ts';

/**
 * A group by id with the caller's `userMembership`. A group the caller may not see fails like a
 * missing one (code `COM_0003`).
 *
 * @example
 * const group = await getGroup(id, { portal, authentication });
 */
export function getGroup(id: string, options: PortalCallOptions): Promise<PortalGroup> {
  return portalRequest<PortalGroup>(`community/groups/${encodeURIComponent(id)}`, { ...options, httpMethod: 'GET' });
}
