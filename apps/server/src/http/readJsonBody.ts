import type { Context } from 'hono';
import { findBodyTooLarge } from './bodyLimit.ts';
import { HubApiError } from '../errors/hubApiError.ts';

/**
 * The request's JSON body, or a 400 that says the body must be JSON. A body that outgrew its limit while it was read
 * (sent without a length) stays the 413 the error handler answers.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch (error) {
    if (findBodyTooLarge(error)) throw error;
    throw new HubApiError(400, 'Bad Request', 'The body must be JSON.');
  }
}
