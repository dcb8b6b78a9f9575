import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/appEnv.ts';
import { requestProtocol } from '../../http/requestProtocol.ts';

/**
 * Sends the portal's own pages (sign-in, sign-out) asked for on a site's host to the portal's host, the base domain
 * (issue 13, ADR 0109). The portal's session cookie then lives on one host, so a member who signed in on one site is
 * signed in on every site of this deployment with one click, as on the original product, where every site signs in at
 * the one portal. API calls and the token exchange stay on the site's host (no CORS, ADR 0090); only these page
 * navigations move. Custom hostnames keep their own pages: a site app there has its own callback (ADR 0113).
 *
 * @example
 * routes.use('/authorize/*', portalHostRedirect());
 */
export function portalHostRedirect(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const base = c.get('deps').config.baseDomain.toLowerCase();
    const url = new URL(c.req.url);
    const host = url.host.toLowerCase();
    if (host === base || !host.endsWith(`.${base}`)) return next();
    return c.redirect(`${requestProtocol(c)}//${base}${url.pathname}${url.search}`, 302);
  };
}
