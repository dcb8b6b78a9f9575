import type { PolicyAssertion, PolicyTable } from '../PermissionPolicy.ts';
import { workspacePolicies } from './workspacePolicies.ts';

const NOT_GROUP_ADMIN: PolicyAssertion = { property: 'entity:id', type: 'is-not-group-admin' };

/** A user who is not a group admin (or owner) needs the admin privilege; a group admin does not (spec 2 §6). */
function adminPrivilegeUnlessGroupAdmin(privilege: string): PolicyAssertion {
  return {
    property: 'context:currentUser.privileges',
    type: 'contains',
    value: privilege,
    conditions: [NOT_GROUP_ADMIN],
  };
}

/**
 * Groups (spec 2 §6): create within the portal's group limit; create an edit-capable group with the
 * create-update-capable-group privilege; edit, delete and assign members as group admin or with the
 * matching admin privilege; manage with any of those privileges or as group admin; share content to a
 * group with the share-to-group privilege plus: a non-member needs the admin share privilege, a member of
 * a view-only group must be its admin.
 */
export const GROUP_POLICIES = Object.freeze({
  'hub:group': { services: ['portal'] },
  'hub:group:create': {
    dependencies: ['hub:group'],
    authenticated: true,
    privileges: ['portal:user:createGroup'],
    assertions: [{ property: 'context:currentUser.groups', type: 'length-lt', value: 'context:groupLimit' }],
  },
  'hub:group:create:edit': {
    dependencies: ['hub:group:create'],
    privileges: ['portal:admin:createUpdateCapableGroup'],
  },
  'hub:group:view': { dependencies: ['hub:group'] },
  'hub:group:owner': { dependencies: ['hub:group'], authenticated: true, entityOwner: true },
  'hub:group:edit': {
    dependencies: ['hub:group'],
    authenticated: true,
    assertions: [adminPrivilegeUnlessGroupAdmin('portal:admin:updateGroups')],
  },
  'hub:group:delete': {
    dependencies: ['hub:group'],
    authenticated: true,
    assertions: [adminPrivilegeUnlessGroupAdmin('portal:admin:deleteGroups')],
  },
  'hub:group:members:assign': {
    dependencies: ['hub:group'],
    authenticated: true,
    assertions: [adminPrivilegeUnlessGroupAdmin('portal:admin:assignToGroups')],
  },
  'hub:group:manage': {
    dependencies: ['hub:group'],
    authenticated: true,
    assertions: [
      {
        property: 'context:currentUser.privileges',
        type: 'contains-some',
        value: [
          'portal:admin:updateGroups',
          'portal:admin:deleteGroups',
          'portal:admin:assignToGroups',
          'portal:admin:shareToGroup',
        ],
        conditions: [NOT_GROUP_ADMIN],
      },
    ],
  },
  // Spec 2 §6 names `canChangeAccess` for every family; the reference's for groups is edit.
  'hub:group:canChangeAccess': { dependencies: ['hub:group:edit'] },
  'hub:group:shareContent': {
    dependencies: ['hub:group'],
    authenticated: true,
    privileges: ['portal:user:shareToGroup'],
    assertions: [
      {
        property: 'context:currentUser.privileges',
        type: 'contains',
        value: 'portal:admin:shareToGroup',
        conditions: [{ property: 'entity:id', type: 'is-not-group-member' }],
      },
      {
        property: 'entity:id',
        type: 'is-group-admin',
        conditions: [
          { property: 'entity:id', type: 'is-group-member' },
          { property: 'entity:isViewOnly', type: 'eq', value: true },
        ],
      },
    ],
  },
  ...workspacePolicies('group', {
    details: 'edit',
    members: 'view',
    content: 'view',
    discussion: { access: 'edit', dependencies: ['hub:discussion'] },
    settings: 'edit',
  }),
} satisfies PolicyTable);
