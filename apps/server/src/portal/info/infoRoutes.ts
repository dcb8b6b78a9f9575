import { Hono } from 'hono';
import type { AppEnv } from '../../http/appEnv.ts';
import { authInfo } from '../../http/authInfo.ts';

/**
 * `info` of the portal (`/sharing/rest/info`) and of its federated server (`/arcgis/rest/info`), which
 * answer alike: `owningSystemUrl` is this portal and `authInfo` points at its `generateToken`. Clients
 * attach a token to federated calls only after both answer so (`queryFeatures`, STACK.md); a server
 * token is then asked for with the portal token and `serverUrl` (ADR 0102).
 *
 * @example
 * app.route('/arcgis/rest/info', infoRoutes());
 */
export function infoRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.on(['GET', 'POST'], '/', (c) => {
    const origin = new URL(c.req.url).origin;
    return c.json({ owningSystemUrl: origin, authInfo: authInfo(origin) });
  });
  return routes;
}
