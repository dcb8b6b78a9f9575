import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../appEnv.ts';
import { htmlErrorResponse } from '../htmlErrorPage.ts';
import { requestSurface } from '../requestSurface.ts';
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

/** What a shed request reads. */
export const BUSY_MESSAGE = 'The server is busy. Try again in a moment.';
const RETRY_AFTER_SECONDS = '1';

/** Paths never held in line: probes and monitoring must answer while the server is busy, and hashed files are free. */
const UNGATED = /^\/(healthz|readyz|metrics)\/?$|^\/assets\//;

/**
 * Set while an admitted request runs: the calls it makes to the server's own address (a page's loaders, a feed's
 * portal reads, answered in process, ADR 0168) are part of its work and run in its place, not in the line again — a
 * page admitted as one unit can neither be half-shed (a loader refused → a 500 page) nor deadlock waiting for places
 * its own calls need. Only the process itself can set it: a request from outside starts with no store.
 */
const admittedWork = new AsyncLocalStorage<true>();

/**
 * Lets every request except probes and hashed files through an {@link AdmissionQueue} — portal, feature services, hub
 * services, feeds and pages alike, each page as one unit with the portal calls it makes (issue 40). A refused request
 * gets HTTP 503 with `Retry-After` in its surface's shape (the portal's envelope, the server's, the hub's
 * `{error:{title,detail}}`, or an HTML page), and is counted and logged.
 *
 * @example
 * app.use('*', admissionControl(new AdmissionQueue(admissionLimitsFor('pglite'))));
 */
export function admissionControl(queue: AdmissionQueue): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (admittedWork.getStore() || UNGATED.test(c.req.path)) return next();
    let leave: () => void;
    try {
      leave = await queue.enter();
    } catch (error) {
      if (!(error instanceof AdmissionRefused)) throw error;
      return shed(c, error.reason, queue.load.shed);
    }
    try {
      await admittedWork.run(true, next);
    } finally {
      leave();
    }
  };
}

function shed(c: Context<AppEnv>, reason: AdmissionRefused['reason'], total: number): Response {
  const surface = requestSurface(c.req.path);
  c.get('deps').logger.warn('load shed', {
    requestId: c.get('requestId'),
    method: c.req.method,
    path: c.req.path,
    surface,
    reason,
    shedTotal: total,
  });
  c.header('Retry-After', RETRY_AFTER_SECONDS);
  if (surface === 'page') return htmlErrorResponse(503, BUSY_MESSAGE, { 'Retry-After': RETRY_AFTER_SECONDS });
  return surface === 'hub'
    ? c.json({ error: { title: 'Service Unavailable', detail: BUSY_MESSAGE } }, 503)
    : c.json({ error: { code: 503, message: BUSY_MESSAGE, details: [] } }, 503);
}
