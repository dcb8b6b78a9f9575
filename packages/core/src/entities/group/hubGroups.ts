import { createGroup } from '../../portal/createGroup.ts';
import { getGroup } from '../../portal/getGroup.ts';
import { updateGroup } from '../../portal/updateGroup.ts';
import type { PortalGroupFields } from '../../portal/PortalGroup.ts';
import type { PortalCallOptions } from '../../portal/portalRequest.ts';
import type { EntityMapperContext } from '../common/entityMapperContext.ts';
import type { HubGroup } from './group.ts';
import { groupFromPortal } from './groupFromPortal.ts';
import { groupToPortal, type HubGroupPortalFields, type PortalGroupParams } from './groupToPortal.ts';

/** What a new group is made of; everything but its name has a default (private, members ask to join). */
export type NewHubGroup = Pick<HubGroup, 'name'> &
  Partial<
    Pick<
      HubGroup,
      | 'summary'
      | 'description'
      | 'access'
      | 'tags'
      | 'membershipAccess'
      | 'isInvitationOnly'
      | 'isViewOnly'
      | 'autoJoin'
      | 'isSharedUpdate'
      | 'isDiscussable'
      | 'typeKeywords'
    >
  >;

/** A new group unless told otherwise: private, members ask to join, discussable (spec 1 §3). */
const NEW_GROUP_DEFAULTS: Omit<HubGroupPortalFields, 'name'> = {
  summary: '',
  description: '',
  access: 'private',
  tags: [],
  typeKeywords: [],
  isDiscussable: true,
  isInvitationOnly: false,
  isViewOnly: false,
  isReadOnly: false,
  autoJoin: false,
  membershipAccess: 'organization',
  isSharedUpdate: false,
};

/** Where and as whom groups are read and written, with what the mapper needs. */
export type HubGroupOptions = PortalCallOptions & Omit<EntityMapperContext, 'portal'>;

function toFields(params: Partial<PortalGroupParams>): PortalGroupFields {
  const { capabilities, ...rest } = params;
  return {
    ...rest,
    ...(capabilities !== undefined ? { capabilities: capabilities ? ['updateitemcontrol' as const] : [] } : {}),
  };
}

/**
 * A group as an entity, read as the caller (their membership decides `canEdit`, `canDelete` and `memberType`).
 *
 * @example
 * const group = await fetchHubGroup(id, { portal, authentication });
 */
export async function fetchHubGroup(id: string, options: HubGroupOptions): Promise<HubGroup> {
  const { token, buildLinks, ...call } = options;
  return groupFromPortal(await getGroup(id, call), {
    portal: call.portal,
    ...(token ? { token } : {}),
    ...(buildLinks ? { buildLinks } : {}),
  });
}

/**
 * Creates a group (spec 3 §4): when the title is taken a numeric suffix is appended until it is free, and with
 * `protect` the new group is protected right after it is made. Returns the group as stored.
 *
 * @example
 * const group = await createHubGroup({ name: 'Tree stewards', access: 'org' }, { portal, authentication, protect: true });
 */
export async function createHubGroup(
  group: NewHubGroup,
  options: HubGroupOptions & { readonly protect?: boolean },
): Promise<HubGroup> {
  const { protect, ...rest } = options;
  const { token: _token, buildLinks: _links, ...call } = rest;
  const params = groupToPortal({ ...NEW_GROUP_DEFAULTS, ...group });
  const made = await createGroup(
    { ...toFields(params), title: group.name.trim() },
    { ...call, uniqueTitle: true, ...(protect ? { protect } : {}) },
  );
  return fetchHubGroup(made.id, rest);
}

/**
 * Saves a changed group: only the portal fields that differ from `before` are sent, so an unchanged title is not
 * checked again and an unchanged shared-update capability needs no privilege. Returns the group as stored.
 *
 * @example
 * await updateHubGroup(group, { ...group, isViewOnly: true }, { portal, authentication });
 */
export async function updateHubGroup(before: HubGroup, after: HubGroup, options: HubGroupOptions): Promise<HubGroup> {
  const was = groupToPortal(before) as unknown as Record<string, unknown>;
  const now = groupToPortal(after) as unknown as Record<string, unknown>;
  const changed = Object.fromEntries(
    Object.entries(now).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(was[key])),
  ) as Partial<PortalGroupParams>;
  const { token: _token, buildLinks: _links, ...call } = options;
  if (Object.keys(changed).length > 0) await updateGroup(before.id, toFields(changed), call);
  return fetchHubGroup(before.id, options);
}
