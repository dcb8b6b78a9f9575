import { Hono } from 'hono';
import type { AppEnv } from '../../http/appEnv.ts';
import { openDataCors } from '../../http/openDataCors.ts';
import { readPortalParams, stringParam } from '../../http/portalParams.ts';
import { projectError, projectGeometries, readProjectRequest } from './projectGeometries.ts';

/**
 * The geometry service (spec 2 §7 Geometry; issue 44 item 8, ADR 0209) at `GEOMETRY_SERVICE_PATH`, named by
 * `portals/self`'s `helperServices.geometry.url`: the service resource and `project` (GET or POST, `f=json`), between
 * WGS84 and Web Mercator. Errors are the server envelope `{"error":{"code","message","details"}}`. Open to anyone, as
 * it reads no data; any site's pages may call it (CORS, no credentials).
 *
 * @example
 * app.route(GEOMETRY_SERVICE_PATH, geometryServerRoutes());
 */
export function geometryServerRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>({ strict: false });
  const methods = ['GET', 'POST'];
  routes.use('*', openDataCors({ withPost: true }));

  routes.on(methods, '/', async (c) => {
    readJson(stringParam(await readPortalParams(c), 'f'));
    return c.json({
      serviceDescription: 'Projects geometries between WGS84 (4326) and Web Mercator (102100).',
      operations: ['project'],
    });
  });

  routes.on(methods, '/project', async (c) => {
    const params = await readPortalParams(c);
    readJson(stringParam(params, 'f'));
    const text = (name: string) => stringParam(params, name);
    const request = readProjectRequest({ geometries: text('geometries'), inSR: text('inSR'), outSR: text('outSR') });
    return c.json({ geometries: projectGeometries(request) });
  });

  routes.all('*', () => {
    throw projectError('Invalid URL');
  });
  return routes;
}

function readJson(f: string | undefined): void {
  if (f !== undefined && f !== '' && f !== 'json' && f !== 'pjson') {
    throw projectError(`f=${f.slice(0, 20)} is not supported here: use json.`);
  }
}
