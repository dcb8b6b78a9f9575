import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * The address of the peer that sent the request (the socket's, not a forwarded header, which a
 * client could forge). `undefined` for in-process requests such as `app.request()` in tests.
 */
export function requestIp(c: Context): string | undefined {
  const env: unknown = c.env;
  if (env && typeof env === 'object' && 'incoming' in env) {
    const incoming = (env as { incoming?: IncomingMessage }).incoming;
    return incoming?.socket?.remoteAddress ?? undefined;
  }
  return undefined;
}
