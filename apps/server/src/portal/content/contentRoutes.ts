import { Hono } from 'hono';
import type { AppEnv } from '../../http/appEnv.ts';
import { bulkItemRoutes } from './bulkItemRoutes.ts';
import { groupContentRoutes } from './groupContentRoutes.ts';
import { itemReadRoutes } from './itemReadRoutes.ts';
import { itemVersionRoutes } from './itemVersionRoutes.ts';
import { itemWriteRoutes } from './itemWriteRoutes.ts';
import { userContentRoutes } from './userContentRoutes.ts';

/** `/sharing/rest/content/...`: items, their files and versions, folders, sharing and group
 * content search. */
export function contentRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.route('/', bulkItemRoutes());
  routes.route('/', itemVersionRoutes());
  routes.route('/', itemWriteRoutes());
  routes.route('/items', itemReadRoutes());
  routes.route('/users', userContentRoutes());
  routes.route('/groups', groupContentRoutes());
  return routes;
}
