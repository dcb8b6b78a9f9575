import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { redactUrl } from '../log/logger.ts';
import { PortalError, portalErrorBody } from '../portal/portalError.ts';
import type { AppEnv } from './appEnv.ts';
import { HubApiError } from './hubApiError.ts';

/**
 * The one place that turns thrown errors into the contract's error shapes:
 * the portal envelope on `/sharing/rest`, `{error:{title,detail}}` on `/api`, plain text elsewhere.
 * Unexpected errors are logged (without secrets) and answered without internals.
 */
export function handleError(error: Error, c: Context<AppEnv>): Response {
  const path = c.req.path;
  if (path.startsWith('/sharing/rest')) {
    if (error instanceof PortalError) return c.json(portalErrorBody(error), 200);
    logUnexpected(error, c);
    return c.json(portalErrorBody(new PortalError(500, 'GWM_0500', 'Unable to complete the operation.')), 200);
  }
  if (path.startsWith('/api/')) {
    if (error instanceof HubApiError) {
      return c.json({ error: { title: error.title, detail: error.detail } }, error.status);
    }
    if (error instanceof HTTPException) {
      return c.json({ error: { title: 'Bad Request', detail: error.message } }, error.status);
    }
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
