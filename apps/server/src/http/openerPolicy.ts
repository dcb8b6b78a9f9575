import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './appEnv.ts';

/**
 * `Cross-Origin-Opener-Policy` (ADR 0109). Pages keep other sites' windows from scripting them but may open popups
 * (`same-origin-allow-popups`); the portal's OAuth pages and the app's OAuth callback say `unsafe-none`, so that a
 * sign-in popup that passes through the portal's host (a different origin from the site that opened it) keeps its
 * opener and can hand the session back to it.
 *
 * @example
 * app.use('*', openerPolicy());
 */
export function openerPolicy(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const path = c.req.path;
    const oauth = path.startsWith('/sharing/rest/oauth2/') || path === '/auth/callback';
    c.res.headers.set('Cross-Origin-Opener-Policy', oauth ? 'unsafe-none' : 'same-origin-allow-popups');
  };
}
