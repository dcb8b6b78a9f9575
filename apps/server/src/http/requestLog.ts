import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { redactUrl } from '../log/redactUrl.ts';
import type { AppEnv } from './appEnv.ts';

/** An id a proxy in front may have given the request: kept when it is a plain token. */
const GIVEN_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Logs one line per request — its id, method, path (parameter values redacted), status and duration — and gives the
 * request its id: the `X-Request-Id` a proxy sent when it is a plain token, else a new one; the answer carries it, and
 * so does every line logged about the request (issue 42). Hashed assets log at debug.
 *
 * @example
 * app.use('*', requestLog());
 */
export function requestLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const given = c.req.header('x-request-id');
    const requestId = given && GIVEN_ID.test(given) ? given : randomUUID();
    c.set('requestId', requestId);
    await next();
    try {
      c.res.headers.set('X-Request-Id', requestId);
    } catch {
      // A redirect's headers are immutable: answer a copy.
      const copy = new Response(c.res.body, c.res);
      copy.headers.set('X-Request-Id', requestId);
      c.res = undefined;
      c.res = copy;
    }
    const { logger } = c.get('deps');
    const url = new URL(c.req.url);
    const fields = {
      requestId,
      method: c.req.method,
      path: redactUrl(url.pathname + url.search),
      status: c.res.status,
      durationMs: Math.round(performance.now() - started),
    };
    if (url.pathname.startsWith('/assets/')) logger.debug('request', fields);
    else logger.info('request', fields);
  };
}
