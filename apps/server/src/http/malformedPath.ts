import type { MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { portalErrors } from '../errors/portalError.ts';
import type { AppEnv } from './appEnv.ts';
import { HubApiError } from '../errors/hubApiError.ts';
import { requestSurface } from './requestSurface.ts';

/** What a request whose path cannot be read is told. */
export const MALFORMED_PATH_MESSAGE = 'The address is not valid: its path is not percent-encoded UTF-8.';

/**
 * Refuses, before any route runs, a request whose path does not decode: a broken percent escape (`%E0%A4%A`) or bytes
 * that are not UTF-8 (`%ED%A0%80`, a lone surrogate). Every later reader would otherwise decide for itself — a router
 * keeps the raw text, a page's loader throws `URIError` and the page answered 500 (issue 40 item 1). The answer is a
 * 400 in the path's contract: the portal's envelope, the server's, the hub's `{error:{title,detail}}`, or a page.
 *
 * @example
 * app.use('*', rejectMalformedPath());
 */
export function rejectMalformedPath(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // The URL parser keeps percent escapes as they were sent.
    if (decodes(new URL(c.req.url).pathname)) return next();
    const surface = requestSurface(c.req.path);
    if (surface === 'portal' || surface === 'server')
      throw portalErrors.badRequest('Invalid URL', [MALFORMED_PATH_MESSAGE]);
    if (surface === 'hub') throw new HubApiError(400, 'Bad Request', MALFORMED_PATH_MESSAGE);
    throw new HTTPException(400, { message: MALFORMED_PATH_MESSAGE });
  };
}

function decodes(path: string): boolean {
  if (!path.includes('%')) return true;
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
