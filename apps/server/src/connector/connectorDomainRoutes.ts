import { Hono } from 'hono';
import type { AppEnv } from '../http/appEnv.ts';
import { HubApiError } from '../errors/hubApiError.ts';
import { normalizeHostname } from '../hub/domains/normalizeHostname.ts';
import { findRemoteSite } from './findRemoteSite.ts';
import type { ConnectorConfig } from '../config/readConnectorConfig.ts';

/**
 * Connector mode's domain lookup, `GET /api/v3/domains/{hostname}`: the remote's site for a Plaza hostname
 * (`findRemoteSite`), or 404 as the domain service answers an unknown one; a remote that cannot be reached, 503.
 * Registering and removing hostnames stays the remote's business (its own hub), so only the lookup is answered here.
 *
 * @example
 * app.route('/api/v3/domains', connectorDomainRoutes(config.connector, config.baseDomain));
 */
export function connectorDomainRoutes(connector: ConnectorConfig, baseDomain: string): Hono<AppEnv> {
  const routes = new Hono<AppEnv>({ strict: false });
  routes.get('/:hostname', async (c) => {
    const hostname = normalizeHostname(c.req.param('hostname'));
    let site;
    try {
      site = await findRemoteSite(connector, hostname, baseDomain);
    } catch {
      throw new HubApiError(503, 'Service Unavailable', 'The portal could not be reached.');
    }
    if (!site) throw new HubApiError(404, 'Not Found', `No site is registered for ${hostname}.`);
    return c.json(site);
  });
  // A site's hostnames are listed and managed by its portal's own domain service.
  routes.get('/', (c) => c.json([]));
  routes.all('*', () => {
    throw new HubApiError(400, 'Bad Request', "In connector mode a site's hostnames are managed on its portal.");
  });
  return routes;
}
