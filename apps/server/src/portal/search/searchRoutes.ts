import { requestOrigin } from '../../http/requestOrigin.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/appEnv.ts';
import { readPortalParams } from '../../http/portalParams.ts';
import { executeItemSearch } from './executeItemSearch.ts';

/** `/sharing/rest/search`: item search over everything the caller may read (PORTAL-API.md "Search"). */
export function searchRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.on(['GET', 'POST'], '/', async (c) => {
    const params = await readPortalParams(c);
    return c.json(await executeItemSearch(c.get('deps').db, c.get('caller'), params, [], requestOrigin(c)));
  });
  return routes;
}
