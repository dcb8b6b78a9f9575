import type { PermissionPolicy } from '../PermissionPolicy.ts';

/**
 * The portal privilege strings Plaza knows (PORTAL-API.md "Roles and privileges"): the user, publisher,
 * admin, premium and feature-editing families, spelled exactly as the portal spells them.
 *
 * @example
 * PORTAL_PRIVILEGES.includes('portal:admin:deleteItems'); // true
 */
export const PORTAL_PRIVILEGES = Object.freeze([
  'features:user:edit',
  'features:user:fullEdit',
  'portal:user:createGroup',
  'portal:user:createItem',
  'portal:user:joinGroup',
  'portal:user:joinNonOrgGroup',
  'portal:user:shareGroupToOrg',
  'portal:user:shareGroupToPublic',
  'portal:user:shareToGroup',
  'portal:user:shareToOrg',
  'portal:user:shareToPublic',
  'portal:user:viewOrgGroups',
  'portal:user:viewOrgItems',
  'portal:user:viewOrgUsers',
  'portal:user:viewTracks',
  'portal:publisher:bulkPublishFromDataStores',
  'portal:publisher:createDataPipelines',
  'portal:publisher:publishDynamicImagery',
  'portal:publisher:publishFeatures',
  'portal:publisher:publishScenes',
  'portal:publisher:publishServerServices',
  'portal:publisher:publishTiledImagery',
  'portal:publisher:publishTiles',
  'portal:publisher:publishVectorTiles',
  'portal:admin:assignToGroups',
  'portal:admin:categorizeItems',
  'portal:admin:changeUserRoles',
  'portal:admin:createUpdateCapableGroup',
  'portal:admin:deleteGroups',
  'portal:admin:deleteItems',
  'portal:admin:deleteUsers',
  'portal:admin:disableUsers',
  'portal:admin:inviteUsers',
  'portal:admin:manageCollaborations',
  'portal:admin:manageCredits',
  'portal:admin:manageEnterpriseGroups',
  'portal:admin:manageLicenses',
  'portal:admin:manageRoles',
  'portal:admin:manageSecurity',
  'portal:admin:manageServers',
  'portal:admin:manageUtilityServices',
  'portal:admin:manageWebsite',
  'portal:admin:reassignGroups',
  'portal:admin:reassignItems',
  'portal:admin:reassignUsers',
  'portal:admin:shareToGroup',
  'portal:admin:shareToOrg',
  'portal:admin:shareToPublic',
  'portal:admin:updateGroups',
  'portal:admin:updateItemCategorySchema',
  'portal:admin:updateItems',
  'portal:admin:updateMemberCategorySchema',
  'portal:admin:updateUsers',
  'portal:admin:viewGroups',
  'portal:admin:viewItems',
  'portal:admin:viewUsers',
  'premium:user:basemaps',
  'premium:user:demographics',
  'premium:user:elevation',
  'premium:user:geocode',
  'premium:user:networkanalysis',
  'premium:user:spatialanalysis',
  'premium:publisher:geoanalytics',
  'premium:publisher:rasteranalysis',
] as const);

/** A portal privilege string. */
export type PortalPrivilege = (typeof PORTAL_PRIVILEGES)[number];

/**
 * `platform:{privilege}` for every portal privilege, one to one (spec 2 §6): signed in and holding it.
 *
 * @example
 * PLATFORM_POLICIES['platform:portal:admin:deleteItems'].privileges; // ['portal:admin:deleteItems']
 */
export const PLATFORM_POLICIES = Object.freeze(
  Object.fromEntries(
    PORTAL_PRIVILEGES.map((privilege) => [
      `platform:${privilege}`,
      Object.freeze({ authenticated: true, privileges: Object.freeze([privilege]) }),
    ]),
  ),
) as { readonly [K in `platform:${PortalPrivilege}`]: PermissionPolicy };
