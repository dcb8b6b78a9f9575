import { HUB_SERVICES } from '@plaza/core';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/appEnv.ts';
import { SERVED_SERVICES } from './servedServices.ts';

/**
 * `GET /api/status/v1` (issue 23, ADR 0176): the hub services this deployment serves, each `online`, and those it
 * does not, `not-available` — what core's services check reads, so the workspace offers only what answers. Public: it
 * says what the server is, nothing of anyone's data.
 *
 * @example
 * app.route('/api/status/v1', statusRoutes());
 */
export function statusRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>({ strict: false });
  routes.get('/', (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({
      services: Object.fromEntries(
        HUB_SERVICES.map((service) => [service, SERVED_SERVICES[service] === null ? 'not-available' : 'online']),
      ),
    });
  });
  return routes;
}
