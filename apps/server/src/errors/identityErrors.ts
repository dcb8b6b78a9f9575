import { PortalError } from './portalError.ts';

/**
 * The portal errors of organisations, users and groups. `messageCode` is what clients decide on
 * (the same codes are listed in `@plaza/core`'s `PORTAL_ERROR_CODES`).
 */
export const identityErrors = {
  userNotFound: () => new PortalError(400, 'COM_0019', 'User does not exist or is inaccessible.'),
  groupNotFound: () => new PortalError(400, 'COM_0003', 'Group does not exist or is inaccessible.'),
  orgNotFound: () => new PortalError(400, 'COM_0001', 'Organization does not exist or is inaccessible.'),
  groupTitleTaken: (title: string) =>
    new PortalError(400, 'COM_0044', `You already have a group named '${title}'. Try a different name.`),
  groupProtected: () => new PortalError(400, 'COM_0027', 'Unable to delete group. Group is protected.'),
  groupLimitReached: (limit: number) =>
    new PortalError(400, 'COM_0045', `A user cannot belong to more than ${limit} groups.`),
  invitationOnly: () => new PortalError(403, 'COM_0061', 'This group is invitation only. You cannot join it.'),
  membershipRestricted: () =>
    new PortalError(403, 'COM_0062', 'Only members of the organization that owns this group can join it.'),
  ownerCannotLeave: () => new PortalError(400, 'COM_0063', 'The group owner cannot leave the group.'),
  resourceNotFound: () => new PortalError(404, 'COM_0042', 'Resource does not exist or is inaccessible.'),
  resourceTooLarge: () =>
    new PortalError(400, 'COM_0043', 'User Resource is too large to store. Please ensure it is less than 5MB in size'),
} as const;
