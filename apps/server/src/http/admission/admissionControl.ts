import type { MiddlewareHandler } from 'hono';
import { SERVER_ROOT_PATH } from '../../portal/info/authInfo.ts';
import type { AppEnv } from '../appEnv.ts';
import { type AdmissionQueue, AdmissionRefused, type AdmissionLimits } from './AdmissionQueue.ts';

/**
 * The gate per database (ADR 0166). PGlite runs one statement at a time: sixteen requests at once keep it busy (and
 * leave room for some that wait on something else, a `dataUrl` fetch say), the rest wait in a short, fair line;
 * PostgreSQL runs as many statements as its pool has connections (10) and requests do more in parallel. Beyond the
 * line, or after ten seconds in it, the answer is a 503 with `Retry-After` instead of an ever longer wait.
 */
export function admissionLimitsFor(database: 'pglite' | 'postgres'): AdmissionLimits {
  return database === 'pglite'
    ? { maxActive: 16, maxWaiting: 64, maxWaitMs: 10_000 }
    : { maxActive: 32, maxWaiting: 256, maxWaitMs: 10_000 };
}

const PORTAL_SURFACE = new RegExp(`^(/sharing/rest/|${SERVER_ROOT_PATH}/rest/|/datasets/[^/]+/FeatureServer)`, 'i');
const BUSY = 'The server is busy. Try again in a moment.';
const RETRY_AFTER_SECONDS = '1';

/**
 * Lets the portal and hub services' requests through an {@link AdmissionQueue}; a refused one gets HTTP 503 with
 * `Retry-After` in its surface's error shape (the portal's envelope, or the hub's `{error:{title,detail}}`). Pages are
 * not gated themselves (their portal calls are), nor are feeds (drawn the same way), `/healthz` and static files.
 *
 * @example
 * app.use('*', admissionControl(new AdmissionQueue(admissionLimitsFor('pglite'))));
 */
export function admissionControl(queue: AdmissionQueue): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const surface = surfaceOf(c.req.path);
    if (!surface) return next();
    let leave: () => void;
    try {
      leave = await queue.enter();
    } catch (error) {
      if (!(error instanceof AdmissionRefused)) throw error;
      c.header('Retry-After', RETRY_AFTER_SECONDS);
      return surface === 'portal'
        ? c.json({ error: { code: 503, message: BUSY, details: [] } }, 503)
        : c.json({ error: { title: 'Service Unavailable', detail: BUSY } }, 503);
    }
    try {
      await next();
    } finally {
      leave();
    }
  };
}

function surfaceOf(path: string): 'portal' | 'hub' | undefined {
  if (PORTAL_SURFACE.test(path)) return 'portal';
  // Feeds are drawn like pages, through the portal's own gated calls: holding a place while they wait would deadlock.
  return path.startsWith('/api/') && !path.startsWith('/api/feed/') ? 'hub' : undefined;
}
