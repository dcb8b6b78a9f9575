import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { PortalError, portalErrorBody, portalErrors } from '../errors/portalError.ts';
import type { AppEnv } from './appEnv.ts';
import { findBodyTooLarge, tooLargeResponse } from './bodyLimit.ts';
import { HubApiError } from '../errors/hubApiError.ts';
import { htmlErrorResponse } from './htmlErrorPage.ts';
import { isInputDataError } from './inputDataError.ts';
import { requestSurface } from './requestSurface.ts';
import { isStatementTimeout, statementTimeoutMessage } from './statementTimeout.ts';

const INPUT_DATA_MESSAGE = 'A parameter holds a value that cannot be used (a NUL byte, a number out of range, ...).';

/**
 * The one place that turns thrown errors into the contract's error shapes, by the path's {@link requestSurface}:
 * the portal envelope on `/sharing/rest`, the server's (no `messageCode`) on `/arcgis/rest`, `{error:{title,detail}}`
 * on `/api` (with or without a trailing part), an HTML page elsewhere. A statement stopped by the database's
 * `statement_timeout` is said so (503). Unexpected errors are logged (without secrets) and answered without internals.
 */
export function handleError(error: Error, c: Context<AppEnv>): Response {
  const tooLarge = findBodyTooLarge(error);
  if (tooLarge) return tooLargeResponse(c, tooLarge.limitBytes);
  const surface = requestSurface(c.req.path);
  // A value of the request that does not decode (a cookie, a parameter) is the request's fault wherever it is read.
  const badInput = isInputDataError(error) || error instanceof URIError;
  const timedOut = isStatementTimeout(error) ? timeoutMessage(error, c) : undefined;
  if (surface === 'portal') {
    if (error instanceof PortalError) return c.json(portalErrorBody(error), 200);
    if (badInput) return c.json(portalErrorBody(new PortalError(400, 'GWM_0001', INPUT_DATA_MESSAGE)), 200);
    if (timedOut) return c.json({ error: { code: 503, messageCode: 'GWM_0503', message: timedOut, details: [] } }, 200);
    logUnexpected(error, c);
    return c.json(portalErrorBody(new PortalError(500, 'GWM_0500', 'Unable to complete the operation.')), 200);
  }
  if (surface === 'server') {
    // The federated server's envelope: the portal's without `messageCode` (issue 15, ADR 0121).
    if (timedOut) return c.json({ error: { code: 503, message: timedOut, details: [] } }, 200);
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
  if (surface === 'hub') {
    if (error instanceof HubApiError) {
      if (error.retryAfter !== undefined) c.header('Retry-After', String(error.retryAfter));
      return c.json({ error: { title: error.title, detail: error.detail } }, error.status);
    }
    if (error instanceof HTTPException) {
      return c.json({ error: { title: 'Bad Request', detail: error.message } }, error.status);
    }
    if (badInput) return c.json({ error: { title: 'Bad Request', detail: INPUT_DATA_MESSAGE } }, 400);
    if (timedOut) return c.json({ error: { title: 'Service Unavailable', detail: timedOut } }, 503);
    logUnexpected(error, c);
    return c.json({ error: { title: 'Internal Server Error', detail: 'Unable to complete the operation.' } }, 500);
  }
  if (error instanceof HTTPException && error.status < 500) {
    return error.res ? error.getResponse() : htmlErrorResponse(error.status, error.message);
  }
  if (badInput) return htmlErrorResponse(400, INPUT_DATA_MESSAGE);
  if (timedOut) return htmlErrorResponse(503, timedOut);
  logUnexpected(error, c);
  return htmlErrorResponse(500, 'The page could not be shown. Please try again in a moment.');
}

/** The caller's message, and a warning in the log: a statement that hit the limit is worth looking at. */
function timeoutMessage(error: Error, c: Context<AppEnv>): string {
  const { config, logger } = c.get('deps');
  logger.warn('statement timeout', { requestId: c.get('requestId'), method: c.req.method, path: c.req.path, error });
  return statementTimeoutMessage(config.statementTimeout.requestMs);
}

function logUnexpected(error: Error, c: Context<AppEnv>): void {
  c.get('deps').logger.error('unhandled error', {
    requestId: c.get('requestId'),
    method: c.req.method,
    path: c.req.path,
    error,
    stack: error.stack?.split('\n').slice(0, 6).join(' | '),
  });
}
