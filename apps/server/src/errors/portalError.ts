/**
 * An error answered on `/sharing/rest` in the portal's envelope:
 * HTTP 200 with `{"error":{"code","messageCode","message","details"}}`.
 * The client libraries recognise auth errors (498, 499) only from this body.
 */
export class PortalError extends Error {
  constructor(
    readonly code: 400 | 403 | 404 | 409 | 429 | 498 | 499 | 500,
    readonly messageCode: string,
    message: string,
    readonly details: readonly string[] = [],
  ) {
    super(message);
    this.name = 'PortalError';
  }
}

export interface PortalErrorBody {
  error: { code: number; messageCode: string; message: string; details: readonly string[] };
}

/** The contract's error body for a portal error. */
export function portalErrorBody(error: PortalError): PortalErrorBody {
  return {
    error: { code: error.code, messageCode: error.messageCode, message: error.message, details: error.details },
  };
}

/** Shorthands for the errors the contract names. */
export const portalErrors = {
  badRequest: (message: string, details: readonly string[] = []) => new PortalError(400, 'GWM_0001', message, details),
  notFound: (message = 'Item does not exist or is inaccessible.') => new PortalError(404, 'CONT_0001', message),
  forbidden: (message = 'You do not have permissions to access this resource or perform this operation.') =>
    new PortalError(403, 'GWM_0003', message),
  invalidToken: () => new PortalError(498, 'GWM_0002', 'Invalid token.'),
  tokenRequired: () => new PortalError(499, 'GWM_0003', 'Token Required'),
} as const;
