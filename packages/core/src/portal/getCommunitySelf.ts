import type { PortalUser } from './PortalUser.ts';
import { portalRequest, type PortalCallOptions } from './portalRequest.ts';

/**
 * The signed-in user (`community/self`) with role, privileges and group memberships.
 * Needs `authentication`; without it the portal answers 499 (a {@link PortalRequestError} with `isAuthError`).
 *
 * @example
 * const me = await getCommunitySelf({ portal, authentication: session });
 * me.privileges?.includes('portal:user:createItem');
 */
export function getCommunitySelf(options: PortalCallOptions): Promise<PortalUser> {
  return portalRequest<PortalUser>('community/self', { ...options, httpMethod: 'GET' });
}
