import type { HubSearchResult } from '../HubSearchResult.ts';
import { portalHome, thumbnailUrl, toDate, type ResultMapContext } from './resultUrls.ts';

/** A portal user as user search (or a group's member list) returns it. */
export interface PortalUserRecord {
  readonly username: string;
  readonly fullName?: string;
  readonly description?: string | null;
  readonly access?: string;
  readonly orgId?: string;
  readonly tags?: readonly string[];
  readonly thumbnail?: string | null;
  readonly created?: number;
  readonly modified?: number;
  /** Group members only. */
  readonly memberType?: string;
}

/**
 * Maps a portal user to the result shape (spec 3 §3): id and owner are the username, family people.
 * Group members also carry `memberType` (default member) and `isGroupOwner`.
 *
 * @example
 * userToSearchResult(user, { portal }).links.siteRelative; // "/people/ana"
 */
export function userToSearchResult(
  user: PortalUserRecord,
  context: ResultMapContext,
  options: { readonly asGroupMember?: boolean } = {},
): HubSearchResult {
  const access = user.access ?? 'private';
  const thumbnail = thumbnailUrl(context, `community/users/${user.username}`, user.thumbnail, access);
  const memberType = user.memberType ?? 'member';
  return {
    id: user.username,
    type: 'User',
    name: user.fullName || user.username,
    owner: user.username,
    summary: user.description ?? '',
    access,
    family: 'people',
    createdDate: toDate(user.created),
    createdDateSource: 'user.created',
    updatedDate: toDate(user.modified),
    updatedDateSource: 'user.modified',
    tags: user.tags ?? [],
    ...(user.orgId ? { orgId: user.orgId } : {}),
    ...(options.asGroupMember ? { memberType, isGroupOwner: memberType === 'owner' } : {}),
    links: {
      self: `${portalHome(context.portal)}/home/user.html?user=${encodeURIComponent(user.username)}`,
      siteRelative: `/people/${encodeURIComponent(user.username)}`,
      ...(thumbnail ? { thumbnail } : {}),
    },
    rawResult: user,
  };
}
