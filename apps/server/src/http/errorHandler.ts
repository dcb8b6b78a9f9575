import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { redactUrl } from '../log/logger.ts';
import { SERVER_ROOT_PATH } from '../portal/info/authInfo.ts';
import { PortalError, portalErrorBody, portalErrors } from '../portal/portalError.ts';
import type { AppEnv } from './appEnv.ts';
import { findBodyTooLarge, tooLargeResponse } from './bodyLimit.ts';
import { HubApiError } from './hubApiError.ts';
import { isInputDataError } from './inputDataError.ts';

/** The datasets API's alias of a hosted layer, and the hub's dataset service (ADR 0163), answer as feature services do. */
const DATASET_SERVICE = /^(\/api\/v3)?\/datasets\/[^/]+\/FeatureServer(\/|$)/i;
const INPUT_DATA_MESSAGE = 'A parameter holds a value that cannot be used (a NUL byte, a number out of range, ...).';

/**
 * The one place that turns thrown errors into the contract's error shapes:
 * the portal envelope on `/sharing/rest`, the server's (no `messageCode`) on `/arcgis/rest`, `{error:{title,detail}}`
 * on `/api`, plain text elsewhere.
 * Unexpected errors are logged (without secrets) and answered without internals.
 */
export function handleError(error: Error, c: Context<AppEnv>): Response {
  const tooLarge = findBodyTooLarge(error);
  if (tooLarge) return tooLargeResponse(c, tooLarge.limitBytes);
  const path = c.req.path;
  const badInput = isInputDataError(error);
  if (path.startsWith('/sharing/rest')) {
    if (error instanceof PortalError) return c.json(portalErrorBody(error), 200);
    if (badInput) return c.json(portalErrorBody(new PortalError(400, 'GWM_0001', INPUT_DATA_MESSAGE)), 200);
    logUnexpected(error, c);
    return c.json(portalErrorBody(new PortalError(500, 'GWM_0500', 'Unable to complete the operation.')), 200);
  }
  if (path.startsWith(`${SERVER_ROOT_PATH}/rest/`) || DATASET_SERVICE.test(path)) {
    // The federated server's envelope: the portal's without `messageCode` (issue 15, ADR 0121).
    const served =
      error instanceof PortalError
        ? error
        : error instanceof HubApiError
          ? // The datasets API's alias reads tokens as /api does: a bad one is the server's 498.
            error.status === 401
            ? portalErrors.invalidToken()
            : new PortalError(400, 'GWM_0001', error.detail, [error.detail])
          : badInput || error instanceof HTTPException
            ? new PortalError(400, 'GWM_0001', INPUT_DATA_MESSAGE)
            : undefined;
    if (!served) logUnexpected(error, c);
    const { code, message, details } = served ?? new PortalError(500, 'GWM_0500', 'Unable to complete operation.');
    return c.json({ error: { code, message, details } }, 200);
  }
  if (path.startsWith('/api/')) {
    if (error instanceof HubApiError) {
      if (error.retryAfter !== undefined) c.header('Retry-After', String(error.retryAfter));
      return c.json({ error: { title: error.title, detail: error.detail } }, error.status);
    }
    if (error instanceof HTTPException) {
      return c.json({ error: { title: 'Bad Request', detail: error.message } }, error.status);
    }
    if (badInput) return c.json({ error: { title: 'Bad Request', detail: INPUT_DATA_MESSAGE } }, 400);
    logUnexpected(error, c);
    return c.json({ error: { title: 'Internal Server Error', detail: 'Unable to complete the operation.' } }, 500);
  }
  if (error instanceof HTTPException) return error.getResponse();
  logUnexpected(error, c);
  return c.text('Internal Server Error', 500);
}

function logUnexpected(error: Error, c: Context<AppEnv>): void {
  c.get('deps').logger.error('unhandled error', {
    method: c.req.method,
    url: redactUrl(c.req.path),
    error,
    stack: error.stack?.split('\n').slice(0, 6).join(' | '),
  });
}
