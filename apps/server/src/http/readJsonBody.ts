import type { Context } from 'hono';
import { HubApiError } from './hubApiError.ts';

/** The request's JSON body, or a 400 that says the body must be JSON. */
export async function readJsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new HubApiError(400, 'Bad Request', 'The body must be JSON.');
  }
}
