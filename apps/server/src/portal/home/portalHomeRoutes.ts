import { Hono } from 'hono';
import type { AppEnv } from '../../http/appEnv.ts';
import { htmlErrorResponse } from '../../http/htmlErrorPage.ts';
import { PORTAL_HOME_PAGES, portalHomeTarget } from './portalHomeTarget.ts';

/**
 * `{portal}/home/…`: the portal's own home pages that core's links name (`item.html?id=`, `group.html?id=`,
 * `user.html?user=`, and the index, content, organization, search and sign-in pages) answered as redirects (302) to
 * Plaza's own pages on the same host (issue 44 item 8, ADR 0209). Other files under `/home/` are the web app's
 * (its 404 page).
 *
 * @example
 * app.route('/home', portalHomeRoutes());
 */
export function portalHomeRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>({ strict: false });
  routes.get('/:file?', async (c, next) => {
    const page = PORTAL_HOME_PAGES[c.req.param('file') ?? ''];
    if (!page) return next();
    const target = await portalHomeTarget(c.get('deps').db, page, new URL(c.req.url).searchParams);
    if (target.kind === 'bad') return htmlErrorResponse(400, target.message);
    return c.redirect(target.path, 302);
  });
  return routes;
}
