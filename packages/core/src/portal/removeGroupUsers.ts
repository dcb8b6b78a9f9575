import { portalRequest, type PortalCallOptions } from './portalRequest.ts';

/**
 * Removes members from a group; the owner and non-members come back in `notRemoved`.
 *
 * @example
 * const { notRemoved } = await removeGroupUsers(id, ['user_riverside'], { portal, authentication });
 */
export function removeGroupUsers(
  id: string,
  users: readonly string[],
  options: PortalCallOptions,
): Promise<{ readonly notRemoved: readonly string[] }> {
  return portalRequest(`community/groups/${encodeURIComponent(id)}/removeUsers`, {
    ...options,
    httpMethod: 'POST',
    params: { users: users.join(',') },
  });
}
