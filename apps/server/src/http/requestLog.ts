import type { MiddlewareHandler } from 'hono';
import { redactUrl } from '../log/logger.ts';
import type { AppEnv } from './appEnv.ts';

/** Logs one line per request with method, path (secrets redacted), status and duration. */
export function requestLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const { logger } = c.get('deps');
    const url = new URL(c.req.url);
    const fields = {
      method: c.req.method,
      url: redactUrl(url.pathname + url.search),
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    };
    if (url.pathname.startsWith('/assets/')) logger.debug('request', fields);
    else logger.info('request', fields);
  };
}
