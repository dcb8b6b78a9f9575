import type { Context } from 'hono';
import type { AppEnv } from './appEnv.ts';
import { requestProtocol } from './requestProtocol.ts';

/**
 * The origin the person's client reached Plaza by (scheme as `requestProtocol` reads it, host as asked): what
 * root-relative URLs stored on items, such as a hosted layer's, are answered against (ADR 0121).
 *
 * @example
 * requestOrigin(c); // 'http://localhost:4400'
 */
export function requestOrigin(c: Context<AppEnv>): string {
  return `${requestProtocol(c)}//${new URL(c.req.url).host}`;
}
