/**
 * The `messageCode`s of the embedded portal's identity and group errors, as `PortalRequestError.code`
 * carries them. Decide on these, never on messages.
 *
 * @example
 * if (error instanceof PortalRequestError && error.code === PORTAL_ERROR_CODES.groupProtected) ...
 */
export const PORTAL_ERROR_CODES = Object.freeze({
  /** 498: the token is invalid, expired or revoked. */
  invalidToken: 'GWM_0002',
  /** 499: a token is required. */
  tokenRequired: 'GWM_0003',
  /** 403: the caller lacks permission (the portal uses the same message code as 499). */
  forbidden: 'GWM_0003',
  badRequest: 'GWM_0001',
  tooManyAttempts: 'GWM_0429',
  orgNotFound: 'COM_0001',
  groupNotFound: 'COM_0003',
  userNotFound: 'COM_0019',
  groupProtected: 'COM_0027',
  resourceNotFound: 'COM_0042',
  resourceTooLarge: 'COM_0043',
  groupTitleTaken: 'COM_0044',
  groupLimitReached: 'COM_0045',
  groupInvitationOnly: 'COM_0061',
  groupMembershipRestricted: 'COM_0062',
  groupOwnerCannotLeave: 'COM_0063',
} as const);

/** One of the portal message codes in {@link PORTAL_ERROR_CODES}. */
export type PortalErrorCode = (typeof PORTAL_ERROR_CODES)[keyof typeof PORTAL_ERROR_CODES];
