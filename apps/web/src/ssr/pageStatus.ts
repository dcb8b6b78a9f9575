import { isRouteErrorResponse } from 'react-router';

/** The statuses a page answers as they are; other client errors read as 400. */
const CLIENT_STATUSES = new Set([400, 401, 403, 404, 405, 409, 410, 413, 414, 422, 429]);

/**
 * The HTTP status of a page whose loaders ran: a loader's thrown response keeps its status; a loader that failed on a
 * service's answer takes the answer's kind — the request's own fault stays a client error (a `q` the portal refused
 * is a 400, not a server fault), a busy service is a 503, anything else a 500; otherwise the deepest route's handle
 * decides (404 for an unknown page).
 *
 * @example
 * pageStatus(500, { search: new PortalRequestError('GWM_0001', 'q contains …', { status: 400 }) }, undefined); // 400
 */
export function pageStatus(
  contextStatus: number,
  errors: Readonly<Record<string, unknown>> | null,
  deepestStatus: number | undefined,
): number {
  const error = Object.values(errors ?? {})[0];
  if (error === undefined) return contextStatus !== 200 ? contextStatus : (deepestStatus ?? 200);
  if (isRouteErrorResponse(error)) return error.status;
  return statusOfError(error);
}

/**
 * What a thrown error says about the request: a service's status (`HubError.status`: the portal's code or a hub
 * service's HTTP status), a malformed address (`URIError`), or a server fault.
 *
 * @example
 * statusOfError(new URIError('URI malformed')); // 400
 */
export function statusOfError(error: unknown): number {
  if (error instanceof URIError) return 400;
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  if (typeof status !== 'number') return 500;
  if (CLIENT_STATUSES.has(status)) return status;
  // The portal's token codes (498 invalid, 499 required) are the caller's to fix.
  if (status === 498 || status === 499) return 401;
  if (status >= 400 && status < 500) return 400;
  return status === 503 ? 503 : 500;
}
