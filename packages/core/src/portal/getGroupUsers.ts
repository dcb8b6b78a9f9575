import { portalRequest, type PortalCallOptions } from './portalRequest.ts';

/** The members of a group by standing; `admins` includes the owner. */
export interface PortalGroupUsers {
  readonly owner: string;
  readonly admins: readonly string[];
  readonly users: readonly string[];
}

/**
 * All members of a group (`community/groups/{id}/users`); sign-in required.
 *
 * @example
 * const { owner, admins, users } = await getGroupUsers(id, { portal, authentication });
 */
export function getGroupUsers(id: string, options: PortalCallOptions): Promise<PortalGroupUsers> {
  return portalRequest<PortalGroupUsers>(`community/groups/${encodeURIComponent(id)}/users`, {
    ...options,
    httpMethod: 'GET',
  });
}
