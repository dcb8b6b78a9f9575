import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './appEnv.ts';
import { isHttpsRequest } from './requestProtocol.ts';

/** Half a year: long enough to matter, short enough to undo a mistaken deployment. */
const HSTS = 'max-age=15552000';

/**
 * Headers that depend on who asked and how (issue 12): `Strict-Transport-Security` on every answer
 * reached over HTTPS (directly or through a trusted TLS proxy, `PLAZA_TRUST_PROXY`), and
 * `Cache-Control: no-store` on JSON answered to a signed-in caller unless the route chose its own, so
 * no shared or browser cache keeps what only they may read.
 *
 * @example
 * app.use('*', transportHeaders());
 */
export function transportHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (isHttpsRequest(c)) c.res.headers.set('Strict-Transport-Security', HSTS);
    const signedIn = c.get('caller')?.kind === 'user';
    const json = (c.res.headers.get('content-type') ?? '').includes('json');
    if (signedIn && json && !c.res.headers.has('cache-control')) c.res.headers.set('Cache-Control', 'no-store');
  };
}
