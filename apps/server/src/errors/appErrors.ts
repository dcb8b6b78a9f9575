import { portalErrors } from './portalError.ts';

/** The errors of the registered-app calls (ADR 0106), in the portal envelope. */
export const appErrors = {
  invalidClient: () => portalErrors.badRequest('Invalid client_id.'),
  notRegistered: () => portalErrors.badRequest('Item is not registered as an application.'),
  alreadyRegistered: () => portalErrors.badRequest('Item is already registered as an application.'),
  invalidAppType: () => portalErrors.badRequest('appType must be browser or multiple.'),
} as const;
