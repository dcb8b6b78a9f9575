import type { Context } from 'hono';
import { UPLOAD_LIMITS } from '../portal/content/uploads/uploadLimits.ts';
import type { AppEnv } from './appEnv.ts';

/**
 * The body limit of every route (issue 12): multipart uploads to the portal's content routes may carry
 * one file of up to 100 MB plus text fields; every other body, on every other route, at most 10 MB.
 *
 * @example
 * app.use('*', bodyLimit(requestBodyLimit));
 */
export function requestBodyLimit(c: Context<AppEnv>): number {
  const type = c.req.header('content-type') ?? '';
  if (/^\/sharing\/rest\/content\//i.test(c.req.path) && type.includes('multipart/form-data')) {
    return UPLOAD_LIMITS.fileBytes + UPLOAD_LIMITS.textBytes;
  }
  return UPLOAD_LIMITS.textBytes;
}
