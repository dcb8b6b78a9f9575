import type { GroupMembershipAccess, HubGroup } from '@plaza/core';

/** The longest group title and summary the portal keeps. */
export const GROUP_TITLE_MAX = 250;
export const GROUP_SUMMARY_MAX = 250;

/** How people get in: join at once, ask and wait for a manager, or only when invited. */
export type JoinRule = 'auto' | 'request' | 'invitation';

/** What the details pane and the new-group dialog edit. */
export interface GroupDetailsDraft {
  readonly name: string;
  readonly summary: string;
  readonly description: string;
  readonly tags: readonly string[];
  readonly access: HubGroup['access'];
}

/** What the settings pane edits. */
export interface GroupSettingsDraft {
  readonly membershipAccess: GroupMembershipAccess;
  readonly join: JoinRule;
  readonly isViewOnly: boolean;
  readonly isDiscussable: boolean;
}

export type GroupDetailsProblems = Partial<Record<'name' | 'summary', 'required' | 'tooLong'>>;

/**
 * The join rule of a group's switches.
 *
 * @example
 * joinRuleOf({ autoJoin: false, isInvitationOnly: true }); // "invitation"
 */
export function joinRuleOf(group: Pick<HubGroup, 'autoJoin' | 'isInvitationOnly'>): JoinRule {
  if (group.isInvitationOnly) return 'invitation';
  return group.autoJoin ? 'auto' : 'request';
}

/** The switches of a join rule. */
export function joinSwitches(rule: JoinRule): Pick<HubGroup, 'autoJoin' | 'isInvitationOnly'> {
  return { autoJoin: rule === 'auto', isInvitationOnly: rule === 'invitation' };
}

export function detailsDraftOf(group: HubGroup): GroupDetailsDraft {
  return {
    name: group.name,
    summary: group.summary,
    description: group.description,
    tags: group.tags,
    access: group.access,
  };
}

export function settingsDraftOf(group: HubGroup): GroupSettingsDraft {
  return {
    membershipAccess: group.membershipAccess,
    join: joinRuleOf(group),
    isViewOnly: group.isViewOnly,
    isDiscussable: group.isDiscussable,
  };
}

/**
 * What is wrong with a details draft: a name is needed, and name and summary have the portal's length limits.
 *
 * @example
 * groupDetailsProblems({ ...draft, name: ' ' }); // { name: 'required' }
 */
export function groupDetailsProblems(draft: Pick<GroupDetailsDraft, 'name' | 'summary'>): GroupDetailsProblems {
  const problems: GroupDetailsProblems = {};
  if (!draft.name.trim()) problems.name = 'required';
  else if (draft.name.trim().length > GROUP_TITLE_MAX) problems.name = 'tooLong';
  if (draft.summary.length > GROUP_SUMMARY_MAX) problems.summary = 'tooLong';
  return problems;
}

/** The group with a details draft applied (the name trimmed). */
export function withDetails(group: HubGroup, draft: GroupDetailsDraft): HubGroup {
  return { ...group, ...draft, name: draft.name.trim(), tags: [...draft.tags] };
}

/** The group with a settings draft applied. */
export function withSettings(group: HubGroup, draft: GroupSettingsDraft): HubGroup {
  return {
    ...group,
    membershipAccess: draft.membershipAccess,
    isViewOnly: draft.isViewOnly,
    isDiscussable: draft.isDiscussable,
    ...joinSwitches(draft.join),
  };
}

/** True when the draft says something other than the group. */
export function isDraftDirty<D extends object>(draft: D, stored: D): boolean {
  return JSON.stringify(draft) !== JSON.stringify(stored);
}
