import { hasPrivilege, type UserCaller } from '../../auth/caller.ts';
import type { GroupChanges } from '../../db/repositories/groupRepository.ts';
import { portalErrors } from '../../errors/portalError.ts';
import type { GroupFields } from './readGroupFields.ts';

/**
 * Refuses group settings the caller's privileges do not cover: a shared-update group needs
 * `portal:admin:createUpdateCapableGroup`; org and public access need the matching share privilege.
 */
export function assertMaySetGroupFields(caller: UserCaller, fields: GroupFields): void {
  if (
    fields.capabilities?.includes('updateitemcontrol') &&
    !hasPrivilege(caller, 'portal:admin:createUpdateCapableGroup')
  ) {
    throw portalErrors.forbidden('You do not have permissions to create a group with update capabilities.');
  }
  if (fields.access === 'public' && !hasPrivilege(caller, 'portal:user:shareGroupToPublic')) {
    throw portalErrors.forbidden('You do not have permissions to share a group publicly.');
  }
  if (fields.access === 'org' && !hasPrivilege(caller, 'portal:user:shareGroupToOrg')) {
    throw portalErrors.forbidden('You do not have permissions to share a group with the organization.');
  }
}

/** The column changes of group fields. */
export function groupColumns(fields: GroupFields): GroupChanges {
  const changes: GroupChanges = {};
  if (fields.title !== undefined) changes.title = fields.title;
  if (fields.snippet !== undefined) changes.snippet = fields.snippet;
  if (fields.description !== undefined) changes.description = fields.description;
  if (fields.tags !== undefined) changes.tags = JSON.stringify(fields.tags);
  if (fields.typeKeywords !== undefined) changes.type_keywords = JSON.stringify(fields.typeKeywords);
  if (fields.access !== undefined) changes.access = fields.access;
  if (fields.isInvitationOnly !== undefined) changes.is_invitation_only = fields.isInvitationOnly;
  if (fields.isViewOnly !== undefined) changes.is_view_only = fields.isViewOnly;
  if (fields.autoJoin !== undefined) changes.auto_join = fields.autoJoin;
  if (fields.capabilities !== undefined) changes.capabilities = JSON.stringify(fields.capabilities);
  if (fields.membershipAccess !== undefined) changes.membership_access = fields.membershipAccess;
  if (fields.sortField !== undefined) changes.sort_field = fields.sortField;
  if (fields.sortOrder !== undefined) changes.sort_order = fields.sortOrder;
  if (fields.thumbnail !== undefined) changes.thumbnail = fields.thumbnail;
  return changes;
}
