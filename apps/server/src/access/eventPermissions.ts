import { hasPrivilege, type Caller } from '../auth/caller.ts';
import type { EventRow } from '../db/repositories/eventRepository.ts';

/** The permission object every event response carries (spec 2 §3), computed for the caller. */
export interface EventPermission {
  readonly canEdit: boolean;
  readonly canDelete: boolean;
  readonly canSetAccessToPublic: boolean;
  readonly canSetAccessToOrg: boolean;
  readonly canSetAccessToPrivate: boolean;
  readonly canSetStatusToCancelled: boolean;
  readonly canSetStatusToRemoved: boolean;
}

type EventFacts = Pick<EventRow, 'creator' | 'org_id' | 'edit_groups' | 'caller_role'>;

/**
 * Who may edit an event (ADR 0140): its creator, org admins of its org, members of an edit group, and people
 * registered as OWNER or ORGANIZER. The same rule as `eventEditable` in SQL.
 *
 * @example
 * canEditEvent(row, caller); // true for the creator
 */
export function canEditEvent(event: EventFacts, caller: Caller): boolean {
  if (caller.kind !== 'user') return false;
  if (event.creator === caller.username) return true;
  if (event.caller_role === 'OWNER' || event.caller_role === 'ORGANIZER') return true;
  if (event.org_id === caller.orgId && hasPrivilege(caller, 'portal:admin:updateItems')) return true;
  return event.edit_groups.some((group) => caller.groupIds.includes(group));
}

/**
 * The caller's permission object for an event: editors may cancel and make it private; deleting (and removing)
 * is the creator's, an OWNER's or an org admin's; sharing to the org or the public also needs the matching
 * sharing privilege (spec 2 §6 "Change access").
 *
 * @example
 * eventPermission(row, caller).canSetAccessToPublic;
 */
export function eventPermission(event: EventFacts, caller: Caller): EventPermission {
  const canEdit = canEditEvent(event, caller);
  const canDelete =
    caller.kind === 'user' &&
    (event.creator === caller.username ||
      event.caller_role === 'OWNER' ||
      (event.org_id === caller.orgId && hasPrivilege(caller, 'portal:admin:deleteItems')));
  return {
    canEdit,
    canDelete,
    canSetAccessToPublic:
      canEdit &&
      (hasPrivilege(caller, 'portal:user:shareToPublic') || hasPrivilege(caller, 'portal:admin:shareToPublic')),
    canSetAccessToOrg:
      canEdit && (hasPrivilege(caller, 'portal:user:shareToOrg') || hasPrivilege(caller, 'portal:admin:shareToOrg')),
    canSetAccessToPrivate: canEdit,
    canSetStatusToCancelled: canEdit,
    canSetStatusToRemoved: canDelete,
  };
}
