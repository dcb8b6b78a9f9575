import { toPortalRequestError } from '../portal/portalRequest.ts';

/**
 * True for the failures that mean "sign in again" (spec 3 §8): portal codes 498 and 499,
 * `GWM_0003`, and "Unable to generate token.".
 *
 * @example
 * isAuthError(error); // true for {"error":{"code":498,"message":"Invalid token."}}
 */
export function isAuthError(error: unknown): boolean {
  return toPortalRequestError(error, '').isAuthError;
}
