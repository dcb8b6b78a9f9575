import { Hono, type Context } from 'hono';
import type { AppEnv } from '../http/appEnv.ts';
import type { ConnectorConfig } from '../config/readConnectorConfig.ts';

/** Request headers the remote portal is given: what says who calls and what the body is, nothing of Plaza's. */
const FORWARDED_REQUEST = ['authorization', 'x-esri-authorization', 'content-type', 'accept', 'accept-language'];
/** Response headers passed back (the body is re-sent as read, so no length or encoding of the remote's). */
const FORWARDED_RESPONSE = [
  'content-type',
  'location',
  'cache-control',
  'content-disposition',
  'last-modified',
  'etag',
];
const TIMEOUT_MS = 30_000;

/**
 * Connector mode's `/sharing/rest` (ADR 0201): every portal call of the web app and of server rendering goes to the
 * remote portal, on Plaza's own origin — one origin for pages, the portal contract and the hub services, as with the
 * embedded portal. Three answers are Plaza's: `portals/self` names Plaza's base domain as the portal's host (sites are
 * served at `{subdomain}-{org}.{base domain}` here), and the OAuth `authorize` and `token` calls carry the client id
 * registered for Plaza with the remote instead of the web app's own. A remote that cannot be reached is a portal error
 * (HTTP 200, code 502), as the clients expect errors.
 *
 * @example
 * app.route('/sharing/rest', portalGatewayRoutes(config.connector, config.baseDomain));
 */
export function portalGatewayRoutes(connector: ConnectorConfig, baseDomain: string): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  app.get('/oauth2/authorize', (c) => {
    const target = new URL(`${connector.portalUrl}/oauth2/authorize`);
    for (const [name, value] of new URL(c.req.url).searchParams) target.searchParams.set(name, value);
    target.searchParams.set('client_id', connector.clientId);
    return c.redirect(target.href, 302);
  });
  app.post('/oauth2/token', async (c) => {
    const form = new URLSearchParams(await c.req.text());
    form.set('client_id', connector.clientId);
    return forward(c, connector, '/oauth2/token', form.toString(), 'application/x-www-form-urlencoded');
  });
  app.on(['GET', 'POST'], '/portals/self', async (c) => {
    const response = await forward(c, connector, '/portals/self');
    if (!response.headers.get('content-type')?.includes('json')) return response;
    const self = (await response.json()) as Record<string, unknown>;
    if ('error' in self) return c.json(self);
    return c.json({ ...self, portalHostname: baseDomain, ...(self.isPortal ? {} : { customBaseUrl: baseDomain }) });
  });
  app.all('*', (c) => forward(c, connector, c.req.path.replace(/^\/sharing\/rest/, '')));
  return app;
}

async function forward(
  c: Context<AppEnv>,
  connector: ConnectorConfig,
  path: string,
  body?: string,
  contentType?: string,
): Promise<Response> {
  const url = new URL(`${connector.portalUrl}${path}`);
  url.search = new URL(c.req.url).search;
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST) {
    const value = c.req.header(name);
    if (value) headers.set(name, value);
  }
  if (contentType) headers.set('content-type', contentType);
  const method = c.req.method === 'POST' ? 'POST' : 'GET';
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      ...(method === 'POST' ? { body: body ?? (await c.req.arrayBuffer()) } : {}),
    });
  } catch {
    return c.json({
      error: {
        code: 502,
        messageCode: 'CONNECTOR_UNREACHABLE',
        message: 'The portal could not be reached.',
        details: [],
      },
    });
  }
  const out = new Headers();
  for (const name of FORWARDED_RESPONSE) {
    const value = response.headers.get(name);
    if (value) out.set(name, value);
  }
  return new Response(response.body, { status: response.status, headers: out });
}
