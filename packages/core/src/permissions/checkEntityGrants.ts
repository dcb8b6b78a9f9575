import { memberTypeIn } from './checkAssertion.ts';
import type { EntityPermissionGrant, PermissionContext } from './PermissionPolicy.ts';
import type { PolicyResponse } from './policyResponses.ts';

/**
 * What one entity-level grant says for the current user (spec 2 §5): `user` (same username → `is-user`),
 * `org` (same org → `org-member`), `group` (member → `group-member`), `group-admin` (admin or owner),
 * `authenticated` (signed in), `anonymous` (everyone). A grant that does not apply gives its own denial;
 * the caller decides `not-granted` when none applies.
 *
 * @example
 * checkEntityGrant({ permission: 'hub:project:create', collaborationType: 'org', collaborationId: 'o1' }, context);
 * // "org-member" when the user is in org o1
 */
export function checkEntityGrant(grant: EntityPermissionGrant, context: PermissionContext): PolicyResponse {
  const user = context.currentUser;
  const id = grant.collaborationId;
  switch (grant.collaborationType) {
    case 'user':
      return user !== undefined && user.username === id ? 'is-user' : 'not-granted';
    case 'org':
      return user?.orgId !== undefined && user.orgId === id ? 'org-member' : 'not-org-member';
    case 'group': {
      const memberType = id === undefined ? undefined : memberTypeIn(context, id);
      return memberType !== undefined && memberType !== 'none' ? 'group-member' : 'not-group-member';
    }
    case 'group-admin': {
      const memberType = id === undefined ? undefined : memberTypeIn(context, id);
      return memberType === 'admin' || memberType === 'owner' ? 'granted' : 'not-group-admin';
    }
    case 'authenticated':
      return context.isAuthenticated ? 'granted' : 'not-authenticated';
    case 'anonymous':
      return 'granted';
    default:
      return 'not-granted';
  }
}
