import { hasPrivilege, type UserCaller } from '../../auth/caller.ts';
import type { EventAccess } from '../../db/eventTables.ts';
import { HubApiError } from '../../errors/hubApiError.ts';

/**
 * Refuses an access level the caller may not give an event they can edit: sharing with the org or the public needs
 * the matching sharing privilege (spec 2 §6 "Change access").
 *
 * @example
 * assertAccessAllowed(caller, 'PUBLIC', canEdit);
 */
export function assertAccessAllowed(caller: UserCaller, access: EventAccess, canEdit: boolean): void {
  const allowed =
    canEdit &&
    (access === 'PRIVATE' ||
      (access === 'ORG' &&
        (hasPrivilege(caller, 'portal:user:shareToOrg') || hasPrivilege(caller, 'portal:admin:shareToOrg'))) ||
      (access === 'PUBLIC' &&
        (hasPrivilege(caller, 'portal:user:shareToPublic') || hasPrivilege(caller, 'portal:admin:shareToPublic'))));
  if (!allowed) {
    throw new HubApiError(403, 'Forbidden', `You cannot set this event's access to ${access}.`);
  }
}
