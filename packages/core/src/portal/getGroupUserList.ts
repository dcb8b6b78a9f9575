import type { PortalGroupMemberType } from './PortalGroup.ts';
import { portalRequest, type PortalCallOptions } from './portalRequest.ts';

/** One member row of a group's user list: username, full name, member type and when they joined. */
export interface PortalGroupMember {
  readonly username: string;
  readonly fullName: string;
  readonly memberType: PortalGroupMemberType;
  readonly orgId: string;
  readonly thumbnail: string | null;
  readonly joined: number;
}

/** Filters and paging of a group's user list: name, member type, joined, sort. */
export interface PortalGroupUserListQuery {
  /** Part of the username or full name. */
  readonly name?: string;
  /** `admin` lists the owner and the admins. */
  readonly memberType?: PortalGroupMemberType;
  /** `from,to` in epoch ms. */
  readonly joined?: string;
  readonly start?: number;
  readonly num?: number;
  readonly sortField?: 'username' | 'fullname' | 'joined' | 'memberType';
  readonly sortOrder?: 'asc' | 'desc';
}

/** A page of a group's user list (`community/groups/{id}/userlist`). */
export interface PortalGroupUserList {
  readonly total: number;
  readonly start: number;
  readonly num: number;
  readonly nextStart: number;
  readonly owner: { readonly username: string };
  readonly users: readonly PortalGroupMember[];
}

/**
 * One page of a group's members with names and standing (`community/groups/{id}/userlist`).
 *
 * @example
 * const page = await getGroupUserList(id, { memberType: 'admin', num: 3 }, { portal, authentication });
 */
export function getGroupUserList(
  id: string,
  query: PortalGroupUserListQuery,
  options: PortalCallOptions,
): Promise<PortalGroupUserList> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params[key] = value;
  return portalRequest<PortalGroupUserList>(`community/groups/${encodeURIComponent(id)}/userlist`, {
    ...options,
    httpMethod: 'GET',
    params,
  });
}
