import { portalRequest, type PortalCallOptions } from './portalRequest.ts';

/**
 * Changes members' standing in a group (`community/groups/{id}/updateUsers`): to group admin or back to member. The
 * owner and non-members come back with `success: false`.
 *
 * @example
 * await updateGroupUsers(id, ['user_riverside'], 'admin', { portal, authentication });
 */
export function updateGroupUsers(
  id: string,
  users: readonly string[],
  memberType: 'admin' | 'member',
  options: PortalCallOptions,
): Promise<{ readonly results: readonly { readonly username: string; readonly success: boolean }[] }> {
  return portalRequest(`community/groups/${encodeURIComponent(id)}/updateUsers`, {
    ...options,
    httpMethod: 'POST',
    params: { [memberType === 'admin' ? 'admins' : 'users']: users.join(',') },
  });
}
