import type { PortalUser } from './PortalUser.ts';
import { portalRequest, type PortalCallOptions } from './portalRequest.ts';

/**
 * A user by username, with the fields the caller may see. A user the caller may not see fails
 * like a missing one (code `COM_0019`).
 *
 * @example
 * const user = await getUser('publisher_riverside', { portal, authentication });
 */
export function getUser(username: string, options: PortalCallOptions): Promise<PortalUser> {
  return portalRequest<PortalUser>(`community/users/${encodeURIComponent(username)}`, {
    ...options,
    httpMethod: 'GET',
  });
}
