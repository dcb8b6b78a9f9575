import type { PortalMembershipAccess } from '../../portal/PortalGroup.ts';
import type { GroupMembershipAccess, HubGroup } from './group.ts';

const MEMBERSHIP_ACCESS: Readonly<Record<GroupMembershipAccess, PortalMembershipAccess>> = {
  organization: 'org',
  collaborators: 'collaboration',
  anyone: '',
} as const;

/** The parts of a group entity that are stored on the portal. */
export type HubGroupPortalFields = Pick<
  HubGroup,
  | 'name'
  | 'summary'
  | 'description'
  | 'access'
  | 'tags'
  | 'typeKeywords'
  | 'isDiscussable'
  | 'isInvitationOnly'
  | 'isViewOnly'
  | 'isReadOnly'
  | 'autoJoin'
  | 'membershipAccess'
  | 'isSharedUpdate'
  | 'sortField'
  | 'sortOrder'
>;

/** The fields a group create or update sends to the portal. */
export interface PortalGroupParams {
  readonly title: string;
  readonly snippet: string;
  readonly description: string;
  readonly access: HubGroup['access'];
  readonly tags: readonly string[];
  readonly typeKeywords: readonly string[];
  readonly isInvitationOnly: boolean;
  readonly isViewOnly: boolean;
  readonly isReadOnly: boolean;
  readonly autoJoin: boolean;
  /** `org`, `collaboration`, or empty for anyone (spec 1 §3); the value `createGroup`/`updateGroup` send. */
  readonly membershipAccess: PortalMembershipAccess;
  readonly capabilities: string;
  readonly sortField?: string;
  readonly sortOrder?: 'asc' | 'desc';
}

/**
 * The portal fields of a group entity (inverse of {@link groupFromPortal}): membership access organization → org,
 * collaborators → collaboration, anyone → empty (spec 1 §3); `cannotDiscuss` from `isDiscussable`;
 * `updateitemcontrol` from `isSharedUpdate`.
 *
 * @example
 * groupToPortal({ ...group, membershipAccess: 'collaborators' }).membershipAccess; // "collaboration"
 */
export function groupToPortal(group: HubGroupPortalFields): PortalGroupParams {
  const keywords = group.typeKeywords.filter((keyword) => keyword !== 'cannotDiscuss');
  if (!group.isDiscussable) keywords.push('cannotDiscuss');
  return {
    title: group.name,
    snippet: group.summary,
    description: group.description,
    access: group.access,
    tags: [...group.tags],
    typeKeywords: keywords,
    isInvitationOnly: group.isInvitationOnly,
    isViewOnly: group.isViewOnly,
    isReadOnly: group.isReadOnly,
    autoJoin: group.autoJoin,
    membershipAccess: MEMBERSHIP_ACCESS[group.membershipAccess],
    capabilities: group.isSharedUpdate ? 'updateitemcontrol' : '',
    ...(group.sortField ? { sortField: group.sortField } : {}),
    ...(group.sortOrder ? { sortOrder: group.sortOrder } : {}),
  };
}
