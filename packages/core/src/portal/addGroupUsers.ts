import { portalRequest, type PortalCallOptions } from './portalRequest.ts';

/**
 * Adds users to a group as members and/or admins; users of an organisation that does not trust the group's are
 * `invited` instead. Those who are not members afterwards (unknown, other org
 * for an org-only group, at their group limit) come back in `notAdded`.
 *
 * @example
 * const { notAdded } = await addGroupUsers(id, { users: ['user_riverside'], admins: [] }, { portal, authentication });
 */
export function addGroupUsers(
  id: string,
  members: { readonly users?: readonly string[]; readonly admins?: readonly string[] },
  options: PortalCallOptions,
): Promise<{ readonly notAdded: readonly string[]; readonly invited?: readonly string[] }> {
  return portalRequest(`community/groups/${encodeURIComponent(id)}/addUsers`, {
    ...options,
    httpMethod: 'POST',
    params: { users: (members.users ?? []).join(','), admins: (members.admins ?? []).join(',') },
  });
}
