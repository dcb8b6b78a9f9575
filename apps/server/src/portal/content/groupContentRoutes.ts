import { requestOrigin } from '../../http/requestOrigin.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/appEnv.ts';
import { sharedToGroup } from '../../search/compileItemSearch.ts';
import { loadGroup } from '../groups/loadGroup.ts';
import { readPortalParams } from '../../http/portalParams.ts';
import { executeItemSearch } from '../search/executeItemSearch.ts';

/**
 * `/content/groups/{id}/search`: items shared to a group the caller can see, and only those of them
 * the caller may read (the same visibility rule as every search).
 */
export function groupContentRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.on(['GET', 'POST'], '/:id/search', async (c) => {
    const { group } = await loadGroup(c);
    const params = await readPortalParams(c);
    return c.json(
      await executeItemSearch(c.get('deps').db, c.get('caller'), params, [sharedToGroup(group.id)], requestOrigin(c)),
    );
  });
  return routes;
}
