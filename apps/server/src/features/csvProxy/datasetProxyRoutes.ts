import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../http/appEnv.ts';
import { openDataCors } from '../../http/openDataCors.ts';
import { layerResponse, queryResponse, serviceResponse } from '../featureServerRoutes.ts';
import { loadDatasetProxyService } from './loadDatasetProxyService.ts';

/**
 * The hub's dataset feature service at `/datasets/{itemId}_0/FeatureServer` (spec 3 §7 "Hosted dataset feature
 * service: {hub}/datasets/{id}_0/FeatureServer/0 for small public CSVs"; ADR 0163): the service, its layer and the
 * layer's `query`, answered as the ArcGIS REST API answers them. Only these paths: every other `/datasets/…` is a
 * site's dataset page.
 *
 * @example
 * app.route('/datasets', datasetProxyRoutes());
 */
export function datasetProxyRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>({ strict: false });
  const methods = ['GET', 'POST'];
  const cors = openDataCors({ withPost: true });
  routes.use('/:id/FeatureServer', cors);
  routes.use('/:id/FeatureServer/*', cors);
  const load = (c: Context<AppEnv>) => loadDatasetProxyService(c, c.req.param('id') ?? '');
  routes.on(methods, '/:id/FeatureServer', async (c) => serviceResponse(c, await load(c)));
  routes.on(methods, '/:id/FeatureServer/:layer', async (c) => layerResponse(c, await load(c)));
  routes.on(methods, '/:id/FeatureServer/:layer/query', async (c) => queryResponse(c, await load(c)));
  return routes;
}
