/**
 * The telemetry limits of spec 3 §10: at most 10 events a batch, flushed every 3 s; a session idles after 30
 * minutes without activity; a stored workflow older than 30 minutes is discarded; activity is noted at most every
 * 20 s; an element breadcrumb is cut to 256 characters.
 *
 * @example
 * if (queue.length >= TELEMETRY_LIMITS.batchMax) flush();
 */
export const TELEMETRY_LIMITS = Object.freeze({
  batchMax: 10,
  flushMs: 3000,
  sessionIdleMs: 1_800_000,
  workflowExpiryMs: 1_800_000,
  activityThrottleMs: 20_000,
  breadcrumbMax: 256,
});
