import { PortalError } from '../errors/portalError.ts';

/**
 * The errors a hosted feature service answers, in the ArcGIS Server envelope (`{"error":{"code","message",
 * "details"}}`, HTTP 200 — `handleError` drops the portal's `messageCode` under `/arcgis/rest`). A missing service
 * or layer and one the caller may not read answer alike.
 */
export const featureServiceErrors = {
  /** A parameter that cannot be used: the message says which and why, and is repeated in `details`. */
  invalidParameter: (message: string) => new PortalError(400, 'GWM_0001', message, [message]),
  serviceNotFound: () =>
    new PortalError(404, 'CONT_0001', 'Service not found or inaccessible.', ['Service not found or inaccessible.']),
  /** Editing a layer one may read but not change. */
  notPermitted: () =>
    new PortalError(403, 'GWM_0003', 'You do not have permissions to access this resource or perform this operation.', [
      'You do not have permissions to access this resource or perform this operation.',
    ]),
  /** Too many answers from one address: wait `seconds`. */
  tooManyRequests: (seconds: number) =>
    new PortalError(429, 'GWM_0429', `Too many answers; try again in ${seconds} seconds.`, [
      `Too many answers; try again in ${seconds} seconds.`,
    ]),
  layerNotFound: (layer: string) =>
    new PortalError(400, 'GWM_0001', `Layer ${layer} does not exist in this service.`, [
      `Layer ${layer} does not exist in this service.`,
    ]),
} as const;
