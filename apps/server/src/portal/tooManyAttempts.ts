import type { Context } from 'hono';

/**
 * The answer to a sign-in attempt over the abuse limit: HTTP 429 with `Retry-After` (seconds) and
 * the portal error envelope, so clients that read only the body still see code 429.
 */
export function tooManyAttempts(c: Context, retryAfterSeconds: number): Response {
  return c.json(
    {
      error: {
        code: 429,
        messageCode: 'GWM_0429',
        message: 'Too many failed sign-in attempts. Try again later.',
        details: [`Retry after ${retryAfterSeconds} seconds.`],
      },
    },
    429,
    { 'Retry-After': String(retryAfterSeconds) },
  );
}
