import type { Context } from 'hono';
import type { AppEnv } from './appEnv.ts';

/**
 * The scheme the person's browser used: the proxy's `X-Forwarded-Proto` when the deployment trusts its
 * proxy (`PLAZA_TRUST_PROXY`), else the scheme the server itself was reached by.
 *
 * @example
 * requestProtocol(c); // 'https:' behind a TLS proxy that says so
 */
export function requestProtocol(c: Context<AppEnv>): 'http:' | 'https:' {
  if (c.get('deps').config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
    if (forwarded === 'https' || forwarded === 'http') return `${forwarded}:`;
  }
  return new URL(c.req.url).protocol === 'https:' ? 'https:' : 'http:';
}

/**
 * Whether the person's browser reached Plaza over HTTPS (directly, or through a trusted TLS proxy): what
 * `ssl` answers, what `Secure` cookies and HSTS follow.
 */
export function isHttpsRequest(c: Context<AppEnv>): boolean {
  return requestProtocol(c) === 'https:';
}
