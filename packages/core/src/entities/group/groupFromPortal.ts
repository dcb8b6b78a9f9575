import { mapMembershipAccess } from '../../search/mappers/groupToSearchResult.ts';
import { getEntityLinks } from '../../workspace/getEntityLinks.ts';
import { optional, portalUrlOf } from '../common/commonFromModel.ts';
import type { EntityMapperContext } from '../common/entityMapperContext.ts';
import type { StoredDiscussionSettings } from '../../discussions/entitySettingsClient.ts';
import type { PortalGroup } from '../../portal/PortalGroup.ts';
import type { HubGroup } from './group.ts';

/**
 * A group entity from a portal group (spec 1 §3, spec 3 §3): name from title, summary from snippet, membership
 * access in the entity's words (org → organization, collaboration → collaborators, else anyone), shared update
 * from the `updateitemcontrol` capability, discussable unless `cannotDiscuss`, editable and deletable only by an
 * owner or admin member. Links come from the workspace link builders (`buildLinks`). As the reference reads a group
 * (ADR 0203): its open-data, hidden-members and leaving flags when the portal gives them, the sources of its dates,
 * and its discussion settings (`entitySettings`, from the discussions service; none: both null).
 *
 * @example
 * groupFromPortal(await getGroup(id, { portal }), { portal }).membershipAccess; // "organization"
 */
export function groupFromPortal(
  group: PortalGroup,
  context: EntityMapperContext,
  entitySettings?: StoredDiscussionSettings,
): HubGroup {
  const raw = group as unknown as Readonly<Record<string, unknown>>;
  const flag = (key: string) => (typeof raw[key] === 'boolean' ? { [key]: raw[key] as boolean } : {});
  const memberType = group.userMembership?.memberType;
  const keywords = group.typeKeywords ?? [];
  const manages = memberType === 'owner' || memberType === 'admin';
  const thumbnailUrl = group.thumbnail
    ? `${context.portal.replace(/\/+$/, '')}/community/groups/${group.id}/info/${group.thumbnail}${
        group.access !== 'public' && context.token ? `?token=${encodeURIComponent(context.token)}` : ''
      }`
    : undefined;
  const target = { id: group.id, type: 'Group' };
  const links = context.buildLinks ? context.buildLinks(target) : getEntityLinks(target, portalUrlOf(context.portal));
  return {
    id: group.id,
    type: 'Group',
    name: group.title,
    summary: group.snippet ?? '',
    description: group.description ?? '',
    access: group.access,
    owner: group.owner,
    ...optional('orgId', group.orgId),
    permissions: [],
    tags: [...(group.tags ?? [])],
    typeKeywords: [...keywords],
    ...optional('thumbnail', group.thumbnail ?? undefined),
    autoJoin: group.autoJoin ?? false,
    isInvitationOnly: group.isInvitationOnly ?? false,
    isReadOnly: group.isReadOnly ?? false,
    isViewOnly: group.isViewOnly ?? false,
    isDiscussable: !keywords.includes('cannotDiscuss'),
    isSharedUpdate: (group.capabilities ?? []).includes('updateitemcontrol'),
    membershipAccess: mapMembershipAccess(group.membershipAccess),
    ...optional('sortField', group.sortField ?? undefined),
    ...optional('sortOrder', sortOrderOf(group.sortOrder)),
    ...optional('userMembership', group.userMembership ? { ...group.userMembership } : undefined),
    ...optional('memberType', memberType),
    protected: group.protected ?? false,
    canEdit: manages,
    canDelete: manages,
    createdDate: new Date(group.created ?? 0).toISOString(),
    updatedDate: new Date(group.modified ?? 0).toISOString(),
    ...optional('thumbnailUrl', thumbnailUrl),
    links: { ...links, siteRelativeEntityType: '', ...optional('thumbnail', thumbnailUrl) },
    ...flag('isOpenData'),
    ...flag('hiddenMembers'),
    ...flag('leavingDisallowed'),
    createdDateSource: 'group.created',
    updatedDateSource: 'group.modified',
    entitySettingsId: entitySettings?.entitySettingsId ?? null,
    discussionSettings: entitySettings?.discussionSettings ?? { allowedChannelIds: null, allowedLocations: null },
  };
}

function sortOrderOf(value: string | undefined): 'asc' | 'desc' | undefined {
  return value === 'asc' || value === 'desc' ? value : undefined;
}
