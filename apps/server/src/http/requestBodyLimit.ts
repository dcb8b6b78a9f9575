import type { Context } from 'hono';
import { TELEMETRY_INGEST_PATH } from '@plaza/core';
import { UPLOAD_LIMITS } from './uploadLimits.ts';
import type { AppEnv } from './appEnv.ts';

/** The largest batch body the telemetry ingest reads (10 events of the longest fields fit well inside). */
export const TELEMETRY_BODY_LIMIT_BYTES = 32 * 1024;

/**
 * The body limit of every route (issue 12): multipart uploads to the portal's content routes may carry
 * one file of up to 100 MB plus text fields; a telemetry batch at most 32 KB; every other body at most 10 MB.
 *
 * @example
 * app.use('*', bodyLimit(requestBodyLimit));
 */
export function requestBodyLimit(c: Context<AppEnv>): number {
  const type = c.req.header('content-type') ?? '';
  if (/^\/sharing\/rest\/content\//i.test(c.req.path) && type.includes('multipart/form-data')) {
    return UPLOAD_LIMITS.fileBytes + UPLOAD_LIMITS.textBytes;
  }
  if (c.req.path === TELEMETRY_INGEST_PATH) return TELEMETRY_BODY_LIMIT_BYTES;
  return UPLOAD_LIMITS.textBytes;
}
