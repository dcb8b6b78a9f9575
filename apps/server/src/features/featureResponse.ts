import type { Context } from 'hono';
import type { AppEnv } from '../http/appEnv.ts';
import { readPortalParams } from '../http/portalParams.ts';
import { PortalError } from '../errors/portalError.ts';
import { featureServiceErrors } from './featureServiceErrors.ts';
import { withObjectId } from '../db/LayerField.ts';
import { layerOf, type LoadedService } from './loadFeatureService.ts';
import { readLayerQuery } from './readLayerQuery.ts';
import { runLayerQuery } from './runLayerQuery.ts';

/** The path pattern of a feature's id: digits only, so `query`, `addFeatures` and the rest keep their routes. */
export const FEATURE_ID_PATTERN = '[0-9]+';

/** Object ids are PostgreSQL integers: anything longer than 10 digits cannot name a stored row. */
const OBJECT_ID = /^[0-9]{1,10}$/;

/** A feature that is not in the layer: the ArcGIS Server envelope's 404 (also for an id past the integer range). */
export const featureNotFound = (id: string) =>
  new PortalError(404, 'CONT_0001', `Feature ${id} does not exist in this layer.`, [
    `Feature ${id} does not exist in this layer.`,
  ]);

/**
 * `{layer}/{featureId}`, the ArcGIS REST API's Feature resource (issue 44 item 8): `{"feature":{"attributes",
 * "geometry"}}` with every field of the layer, the geometry in the layer's spatial reference (WGS84) and none for a
 * table. JSON only (`f=json`, `pjson`). The service's sharing decides first (`loadFeatureService`), so a feature of
 * a service the caller may not read answers as a missing service.
 *
 * @example
 * routes.get('/:name/FeatureServer/:layer/:id{[0-9]+}', async (c) => featureResponse(c, await loadFeatureService(c)));
 */
export async function featureResponse(c: Context<AppEnv>, service: LoadedService): Promise<Response> {
  const params = await readPortalParams(c);
  const f = params.f;
  if (f !== undefined && f !== '' && f !== 'json' && f !== 'pjson') {
    throw featureServiceErrors.invalidParameter(
      `f=${typeof f === 'string' ? f.slice(0, 20) : 'file'} is not supported here: use json.`,
    );
  }
  const layer = layerOf(service, c.req.param('layer'));
  const id = (c.req.param('id') ?? '').replace(/^0+(?=\d)/, '');
  if (!OBJECT_ID.test(id) || Number(id) > 2_147_483_647) throw featureNotFound(id.slice(0, 20));
  const query = readLayerQuery(
    { objectIds: id, outFields: '*', returnGeometry: 'true' },
    withObjectId(layer.fields),
    1,
  );
  const body = (await runLayerQuery(c.get('deps').db, layer, query)) as { features: unknown[] };
  const [feature] = body.features;
  if (!feature) throw featureNotFound(id);
  return c.json({ feature });
}
