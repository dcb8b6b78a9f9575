import { PORTAL_PRIVILEGES, type PortalPrivilege } from '@plaza/core';
import type { UserRole } from '../db/schema.ts';

// Roles map to the portal privilege strings @plaza/core knows (PORTAL-API.md "Roles and privileges"),
// which the hub permission policies (spec 2 §6) are evaluated against. The strings are core's, so a
// role cannot hold one the policies do not know; only the mapping is the server's.

/** Looking, joining and the basic maps: a viewer creates nothing. */
const VIEWER: readonly PortalPrivilege[] = [
  'portal:user:joinGroup',
  'portal:user:viewOrgGroups',
  'portal:user:viewOrgItems',
  'portal:user:viewOrgUsers',
  'portal:user:viewTracks',
  'premium:user:basemaps',
  'premium:user:elevation',
];

const isAdministration = (privilege: PortalPrivilege) => privilege.startsWith('portal:admin:');
const isPublishing = (privilege: PortalPrivilege) =>
  privilege.startsWith('portal:publisher:') ||
  privilege.startsWith('premium:publisher:') ||
  privilege === 'features:user:fullEdit';

const frozenSorted = (privileges: readonly PortalPrivilege[]): readonly PortalPrivilege[] =>
  Object.freeze([...privileges].sort());

/**
 * The privilege strings each standard role holds: `org_admin` every one core knows, `org_publisher`
 * all but administration, `org_user` neither administration nor publishing, and `viewer` neither
 * creating items nor groups.
 *
 * @example
 * ROLE_PRIVILEGES.viewer.includes('portal:user:createItem'); // false
 */
export const ROLE_PRIVILEGES: Readonly<Record<UserRole, readonly PortalPrivilege[]>> = Object.freeze({
  org_admin: frozenSorted(PORTAL_PRIVILEGES),
  org_publisher: frozenSorted(PORTAL_PRIVILEGES.filter((p) => !isAdministration(p))),
  org_user: frozenSorted(PORTAL_PRIVILEGES.filter((p) => !isAdministration(p) && !isPublishing(p))),
  viewer: frozenSorted(VIEWER),
});

/** The portal's `userLicenseTypeId` for each role. */
export const ROLE_LICENSE_TYPE: Readonly<Record<UserRole, string>> = Object.freeze({
  org_admin: 'creatorUT',
  org_publisher: 'creatorUT',
  org_user: 'creatorUT',
  viewer: 'viewerUT',
});

/** The privileges of a role as a set, for `Caller.privileges`. */
export function privilegesOf(role: UserRole): ReadonlySet<PortalPrivilege> {
  return new Set(ROLE_PRIVILEGES[role]);
}
