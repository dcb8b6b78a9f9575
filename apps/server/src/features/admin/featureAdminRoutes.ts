import { Hono } from 'hono';
import { isItemAdmin } from '../../access/itemControl.ts';
import { itemVisibility } from '../../access/itemVisibility.ts';
import { nowFrom } from '../../auth/clock.ts';
import { requireUser } from '../../auth/requireUser.ts';
import { findVisibleFeatureService, insertFeatureLayer } from '../../db/repositories/featureLayerRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { readPortalParams } from '../../http/portalParams.ts';
import { featureServiceErrors } from '../featureServiceErrors.ts';
import { layerFields } from '../publishHostedLayers.ts';
import { readLayerDefinitions } from './readLayerDefinitions.ts';

/**
 * The admin side of hosted feature services (issue 21, ADR 0175) at `/arcgis/rest/admin/services/{name}/FeatureServer`:
 * `addToDefinition` (POST) adds empty layers and tables to a service — the second step of building one, after the
 * portal's `createService` — for those who manage its item, all in one transaction. Answers `{success, layers:[{name,
 * id}]}` as ArcGIS does; a service the caller may not read is not found, one they may read but not manage is refused.
 *
 * @example
 * app.route('/arcgis/rest/admin/services', featureAdminRoutes());
 */
export function featureAdminRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>({ strict: false });
  routes.post('/:name/FeatureServer/addToDefinition', async (c) => {
    const caller = requireUser(c);
    const { db } = c.get('deps');
    const service = await findVisibleFeatureService(db, c.req.param('name'), itemVisibility(caller));
    if (!service) throw featureServiceErrors.serviceNotFound();
    if (!isItemAdmin(caller, service.item)) throw featureServiceErrors.notPermitted();
    const specs = readLayerDefinitions((await readPortalParams(c)).addToDefinition);
    const fieldsOf = specs.map((spec) => {
      try {
        return layerFields(spec.fields);
      } catch (error) {
        throw featureServiceErrors.invalidParameter(`Layer "${spec.name}": ${(error as Error).message}`);
      }
    });
    const now = nowFrom(c.get('deps'));
    const added = await db.transaction().execute(async (trx) => {
      // The service's row is locked so two definitions added at once number their layers one after another.
      await trx
        .selectFrom('feature_services')
        .select('item_id')
        .where('item_id', '=', service.item.id)
        .forUpdate()
        .execute();
      const last = await trx
        .selectFrom('feature_layers')
        .select((eb) => eb.fn.max('layer_id').as('last'))
        .where('item_id', '=', service.item.id)
        .executeTakeFirst();
      const first = last?.last === null || last?.last === undefined ? 0 : Number(last.last) + 1;
      const rows = [];
      for (const [i, spec] of specs.entries()) {
        rows.push(
          await insertFeatureLayer(trx, {
            itemId: service.item.id,
            layerId: first + i,
            name: spec.name,
            geometryType: spec.geometryType,
            fields: fieldsOf[i]!,
            created: now,
          }),
        );
      }
      return rows;
    });
    return c.json({ success: true, layers: added.map((layer) => ({ name: layer.name, id: layer.layer_id })) });
  });
  routes.all('*', () => {
    throw featureServiceErrors.invalidParameter('Invalid URL');
  });
  return routes;
}
