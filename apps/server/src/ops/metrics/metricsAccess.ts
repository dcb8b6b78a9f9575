import { createHash, timingSafeEqual } from 'node:crypto';

/** What decides whether a scrape of `/metrics` is let in. */
export interface ScrapeRequest {
  /** The peer address of the connection (undefined for a request that came through no socket). */
  readonly remoteAddress: string | undefined;
  readonly authorization: string | undefined;
  /** Whether the request carries a proxy's forwarding header (it came from elsewhere through a local proxy). */
  readonly forwarded: boolean;
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * Who may scrape `/metrics` (issue 42, ADR 0191): with `PLAZA_METRICS_TOKEN` set, any request bearing it
 * (`Authorization: Bearer …`) and no other; without one, a connection from the loopback address that did not come
 * through a proxy (no `Forwarded` / `X-Forwarded-For` / `X-Real-IP`). Never the public.
 *
 * @example
 * mayScrape({ remoteAddress: '127.0.0.1', authorization: undefined, forwarded: false }, undefined); // true
 */
export function mayScrape(request: ScrapeRequest, token: string | undefined): boolean {
  if (token !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.authorization ?? '');
    return match !== null && sameSecret(match[1]!, token);
  }
  return !request.forwarded && request.remoteAddress !== undefined && LOOPBACK.test(request.remoteAddress);
}
