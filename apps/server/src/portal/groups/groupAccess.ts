import type { PortalPrivilege } from '@plaza/core';
import { hasPrivilege, type Caller } from '../../auth/caller.ts';
import type { GroupMemberRow } from '../../db/repositories/groupMemberRepository.ts';
import type { GroupRow } from '../../db/repositories/groupRepository.ts';

// Who may do what with a group (PORTAL-API.md "Groups", spec 2 §6): plain functions over the caller,
// the group and the caller's membership. Administrator powers never cross organisations.

type Group = Pick<GroupRow, 'org_id' | 'owner' | 'access'>;

function sameOrgAdmin(caller: Caller, group: Group, privilege: PortalPrivilege): boolean {
  return hasPrivilege(caller, privilege) && caller.orgId === group.org_id;
}

/** Owner or group admin. */
export function isGroupManager(membership: GroupMemberRow | undefined): boolean {
  return membership?.member_type === 'owner' || membership?.member_type === 'admin';
}

/** Public groups to everyone; org groups to their org; any group to its members and its org's admins. */
export function canSeeGroup(caller: Caller, group: Group, membership: GroupMemberRow | undefined): boolean {
  if (group.access === 'public') return true;
  if (caller.kind !== 'user') return false;
  if (membership) return true;
  if (group.access === 'org' && caller.orgId === group.org_id) return true;
  return sameOrgAdmin(caller, group, 'portal:admin:viewGroups');
}

export function canUpdateGroup(caller: Caller, group: Group, membership: GroupMemberRow | undefined): boolean {
  return isGroupManager(membership) || sameOrgAdmin(caller, group, 'portal:admin:updateGroups');
}

export function canDeleteGroup(caller: Caller, group: Group, membership: GroupMemberRow | undefined): boolean {
  return isGroupManager(membership) || sameOrgAdmin(caller, group, 'portal:admin:deleteGroups');
}

/** Adding and removing members. */
export function canAssignMembers(caller: Caller, group: Group, membership: GroupMemberRow | undefined): boolean {
  return isGroupManager(membership) || sameOrgAdmin(caller, group, 'portal:admin:assignToGroups');
}
