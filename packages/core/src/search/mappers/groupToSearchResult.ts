import type { HubSearchResult } from '../HubSearchResult.ts';
import { portalHome, thumbnailUrl, toDate, type ResultMapContext } from './resultUrls.ts';

/** A portal group as group search returns it. */
export interface PortalGroupRecord {
  readonly id: string;
  readonly title: string;
  readonly owner: string;
  readonly access: string;
  readonly created: number;
  readonly modified: number;
  readonly snippet?: string | null;
  readonly description?: string | null;
  readonly tags?: readonly string[];
  readonly typeKeywords?: readonly string[];
  readonly thumbnail?: string | null;
  readonly capabilities?: readonly string[];
  readonly membershipAccess?: string | null;
  readonly isOpenData?: boolean;
  readonly userMembership?: { readonly memberType?: string; readonly username?: string };
}

/**
 * Raw membership access to the result's words (spec 3 §3): org → organization, collaboration → collaborators.
 *
 * @example
 * mapMembershipAccess('collaboration'); // "collaborators"
 */
export function mapMembershipAccess(raw: string | null | undefined): 'anyone' | 'organization' | 'collaborators' {
  if (raw === 'org') return 'organization';
  if (raw === 'collaboration') return 'collaborators';
  return 'anyone';
}

/**
 * Maps a portal group to the result shape (spec 3 §3): family team, name from title, summary from the
 * snippet else the description, shared update from the `updateitemcontrol` capability.
 *
 * @example
 * groupToSearchResult(group, { portal }).links.siteRelative; // "/groups/{id}"
 */
export function groupToSearchResult(group: PortalGroupRecord, context: ResultMapContext): HubSearchResult {
  const thumbnail = thumbnailUrl(context, `community/groups/${group.id}`, group.thumbnail, group.access);
  return {
    id: group.id,
    type: 'Group',
    name: group.title,
    owner: group.owner,
    summary: group.snippet || group.description || '',
    access: group.access,
    family: 'team',
    createdDate: toDate(group.created),
    createdDateSource: 'group.created',
    updatedDate: toDate(group.modified),
    updatedDateSource: 'group.modified',
    tags: group.tags ?? [],
    typeKeywords: group.typeKeywords ?? [],
    isSharedUpdate: (group.capabilities ?? []).includes('updateitemcontrol'),
    membershipAccess: mapMembershipAccess(group.membershipAccess),
    isOpenData: group.isOpenData ?? false,
    links: {
      self: `${portalHome(context.portal)}/home/group.html?id=${group.id}`,
      siteRelative: `/groups/${group.id}`,
      workspaceRelative: `/workspace/groups/${group.id}`,
      ...(thumbnail ? { thumbnail } : {}),
    },
    rawResult: group,
  };
}
