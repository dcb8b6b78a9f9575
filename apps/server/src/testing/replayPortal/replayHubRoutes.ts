import { Hono } from 'hono';
import type { ReplayState } from './replayContext.ts';

/**
 * The hub services an ArcGIS Online org answers beside its portal, from the recordings: the domain service
 * (`/api/v3/domains/{hostname}`, `?siteId=`), the v3 dataset service and the hub search API's item and aggregation
 * pages. Unknown records answer 404 with the hub's `{error:{title,detail}}`.
 */
export function replayHubRoutes(state: ReplayState): Hono {
  const app = new Hono({ strict: false });
  const { org } = state;
  const notFound = (detail: string): Response =>
    Response.json({ error: { title: 'Not Found', detail } }, { status: 404 });
  app.get('/v3/domains', (c) => {
    const siteId = c.req.query('siteId');
    return c.json(org.domains.filter((d) => siteId === undefined || d.siteId === siteId));
  });
  app.get('/v3/domains/:hostname', (c) => {
    const hostname = c.req.param('hostname').toLowerCase();
    const entry = org.domains.find((d) => String(d.hostname).toLowerCase() === hostname);
    return entry ? c.json(entry) : notFound(`No domain ${hostname}.`);
  });
  app.get('/v3/datasets/:id', (c) => {
    const id = c.req.param('id');
    const found = org.datasets.find((d) => (d.data as { id?: unknown } | undefined)?.id === id);
    return found ? c.json(found) : notFound(`No dataset ${id}.`);
  });
  app.get('/search/v1/collections/all/items', (c) =>
    org.searchItems ? c.json(org.searchItems) : notFound('No recorded search.'),
  );
  app.get('/search/v1/collections/all/aggregations', (c) =>
    org.searchAggregations ? c.json(org.searchAggregations) : notFound('No recorded aggregations.'),
  );
  app.all('*', (c) => notFound(`No hub service at ${c.req.path}.`));
  return app;
}
