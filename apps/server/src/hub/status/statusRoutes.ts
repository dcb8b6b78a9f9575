import { HUB_SERVICES, type HubService } from '@plaza/core';
import { Hono } from 'hono';
import { z } from 'zod';
import { findDefaultOrg } from '../../db/repositories/orgRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { HubApiError } from '../../errors/hubApiError.ts';
import { readJsonBody } from '../../http/readJsonBody.ts';
import { serviceStatusOf, type ServiceHealth, type ServiceHealthEntry } from './serviceHealth.ts';

const declarationSchema = z.object({ state: z.enum(['up', 'degraded', 'down', 'auto']) });

/**
 * `GET /api/status/v1` (issue 23, ADR 0176; issue 43 item 8, ADR 0239): each hub service's status in the spec's words
 * (`services`: `online`, `offline`, `not-available` — what core's services check reads) and, for the status page and
 * the pages' banners, how it is working now (`health`: `up`, `degraded`, `down`, `not-available`, since when).
 * Public: it says what the server is, nothing of anyone's data.
 *
 * `PUT /api/status/v1/services/{service}` `{"state":"down"|"degraded"|"up"|"auto"}`: an administrator of the default
 * organisation (the deployment's operator) declares a service's state, or hands it back to what its answers show.
 *
 * @example
 * app.route('/api/status/v1', statusRoutes(health));
 */
export function statusRoutes(health: ServiceHealth): Hono<AppEnv> {
  const routes = new Hono<AppEnv>({ strict: false });
  routes.get('/', (c) => {
    c.header('Cache-Control', 'no-cache');
    const entries = health.entries();
    return c.json({
      services: Object.fromEntries(entries.map((entry) => [entry.service, serviceStatusOf(entry.state)])),
      health: entries.map(presentEntry),
    });
  });
  routes.put('/services/:service', async (c) => {
    const caller = c.get('caller');
    if (caller.kind !== 'user') throw new HubApiError(401, 'Unauthorized', 'Sign in to declare a service state.');
    const operator = await findDefaultOrg(c.get('deps').db);
    if (caller.role !== 'org_admin' || caller.orgId !== operator?.id) {
      throw new HubApiError(403, 'Forbidden', "Only an administrator of the site's default organisation may.");
    }
    const service = c.req.param('service');
    if (!(HUB_SERVICES as readonly string[]).includes(service)) {
      throw new HubApiError(404, 'Not Found', `No service ${service.slice(0, 40)}.`);
    }
    const parsed = declarationSchema.safeParse(await readJsonBody(c));
    if (!parsed.success) throw new HubApiError(400, 'Bad Request', 'state must be up, degraded, down or auto.');
    if (!health.declare(service as HubService, parsed.data.state)) {
      throw new HubApiError(409, 'Conflict', `${service} is not served here.`);
    }
    return c.json(presentEntry(health.entries().find((entry) => entry.service === service)!));
  });
  return routes;
}

function presentEntry(entry: ServiceHealthEntry) {
  return {
    service: entry.service,
    state: entry.state,
    since: new Date(entry.since).toISOString(),
    declared: entry.declared,
  };
}
