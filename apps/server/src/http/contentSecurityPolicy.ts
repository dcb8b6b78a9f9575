import { createHash, randomBytes } from 'node:crypto';

/**
 * Content-Security-Policy values (issue 12, ADR 0114). Scripts run only from this origin or with the
 * page's nonce (the router's hydration data), so injected markup cannot run script even if a
 * sanitiser missed it; nothing is framed by other sites; no plugins; `<base>` cannot move URLs.
 */

/** A fresh nonce for one page: 128 random bits, base64. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The `'sha256-…'` source of an inline `<style>` or `<script>` text. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export interface PageCspOptions {
  readonly nonce: string;
  /** Origins the page's scripts call besides its own (the portal's host and the site hosts). */
  readonly connect: readonly string[];
  /**
   * The scheme the page is served with. Layers may live on any feature service (a dataset's rows, map and
   * statistics, a live stat card), so the page may call any https origin — and, on a page served over plain http
   * (a local run), any http origin too (ADR 0159).
   */
  readonly scheme?: 'http:' | 'https:';
}

/**
 * The policy of the web app's pages. Style elements only from this origin or with the page's nonce (the server writes
 * one, the font faces; Calcite's styles are constructed stylesheets, which no policy governs): injected markup cannot
 * bring a stylesheet. Style attributes stay allowed (`style-src-attr 'unsafe-inline'`): server-rendered markup carries
 * them (the theme's CSS variables, layout spans, section colours) and so does sanitised rich text, which a page inserts
 * as HTML after navigating — a nonce cannot cover an attribute, and hashes could not cover text the browser inserts
 * later (ADR 0185). Images may come from any https origin (thumbnails and logos of items hosted elsewhere) and from
 * `data:`/`blob:` (previews, the map).
 *
 * @example
 * pageCsp({ nonce, connect: ['http://localhost:3000', 'http://*.localhost:3000'], scheme: 'http:' });
 */
export function pageCsp({ nonce, connect, scheme = 'https:' }: PageCspOptions): string {
  const services = scheme === 'http:' ? ['https:', 'http:'] : ['https:'];
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...connect, ...services].join(' ')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The policy of the portal's own HTML pages (sign-in, OAuth messages): no script at all, the one
 * inline stylesheet by its hash, the inline icon, and forms posted only here or, after the redirect
 * that follows a sign-in, to the client's callback origin.
 *
 * @example
 * portalPageCsp(hashSource(STYLES), ['https://data-riverside.plaza.example']);
 */
export function portalPageCsp(styleSource: string, formTargets: readonly string[] = []): string {
  return [
    "default-src 'none'",
    `style-src ${styleSource}`,
    'img-src data:',
    `form-action ${["'self'", ...formTargets].join(' ')}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
