import { Hono, type Context } from 'hono';
import type { AppEnv } from '../http/appEnv.ts';
import { openDataCors } from '../http/openDataCors.ts';
import { readPortalParams } from '../http/portalParams.ts';
import { nowFrom } from '../auth/clock.ts';
import { requestIp } from '../auth/requestIp.ts';
import { addressRateLimit, perMinuteLimits } from '../http/addressRateLimit.ts';
import { loadServiceForEdit } from './edits/loadServiceForEdit.ts';
import { checkAnswerLimit, checkSurveyAnswer } from './edits/surveyAnswerRules.ts';
import { addFeatures } from './edits/addFeatures.ts';
import { readAddedFeatures } from './edits/readAddedFeatures.ts';
import { stampEditorFields } from './edits/editorTracking.ts';
import { featureServiceErrors } from './featureServiceErrors.ts';
import { FEATURE_ID_PATTERN, featureResponse } from './featureResponse.ts';
import { MAX_RECORD_COUNT, layerResource, serviceResource } from './layerResource.ts';
import { withObjectId } from '../db/LayerField.ts';
import { layerOf, loadFeatureService, type LoadedService } from './loadFeatureService.ts';
import { readLayerQuery } from './readLayerQuery.ts';
import { runLayerQuery } from './runLayerQuery.ts';

/** Answers one address may send to one survey a minute (a burst of a quarter of it). */
const SURVEY_ANSWERS_PER_MINUTE = 20;

/**
 * Hosted feature services (issue 15, ADR 0121) at `/arcgis/rest/services/{name}/FeatureServer`: the service, its
 * layers, each layer and its `query`, as the ArcGIS REST API answers them (GET or POST, `f=json` or `f=geojson`), and
 * `addFeatures` (POST; those who manage the service item, or anyone answering a survey whose layer it is, under the
 * survey's rules and a per-address limit; all or none, issue 21).
 * Access follows the service item's sharing; errors are `{"error":{"code","message","details"}}`.
 *
 * @example
 * app.route('/arcgis/rest/services', featureServerRoutes());
 */
export function featureServerRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>({ strict: false });
  const methods = ['GET', 'POST'];
  // Open data is read from other sites' pages, as from ArcGIS: tokens travel as parameters or headers, never cookies.
  routes.use('*', openDataCors({ withPost: true }));

  routes.on(methods, '/:name/FeatureServer', async (c) => serviceResponse(c, await loadFeatureService(c)));

  routes.on(methods, '/:name/FeatureServer/layers', async (c) => {
    await readFormat(c);
    const { item, layers } = await loadFeatureService(c);
    const resources = layers.map((layer) => layerResource(layer, item.id));
    return c.json({
      layers: resources.filter((r) => r.type === 'Feature Layer'),
      tables: resources.filter((r) => r.type === 'Table'),
    });
  });

  routes.on(methods, '/:name/FeatureServer/:layer', async (c) => layerResponse(c, await loadFeatureService(c)));
  routes.on(methods, '/:name/FeatureServer/:layer/query', async (c) => queryResponse(c, await loadFeatureService(c)));
  // A feature by its object id (issue 44 item 8).
  routes.on(methods, `/:name/FeatureServer/:layer/:id{${FEATURE_ID_PATTERN}}`, async (c) =>
    featureResponse(c, await loadFeatureService(c)),
  );

  // Answers to a survey arrive here too, from anyone who may read the survey (issue 21, ADR 0174).
  // Kept in the database, so processes sharing it share the limit (issue 42, ADR 0186).
  const answers = addressRateLimit('survey-answers', perMinuteLimits(SURVEY_ANSWERS_PER_MINUTE));
  routes.post('/:name/FeatureServer/:layer/addFeatures', async (c) => {
    const { service, survey } = await loadServiceForEdit(c);
    const now = nowFrom(c.get('deps'));
    if (survey) {
      const wait = await answers.take(c.get('deps').db, `${requestIp(c) ?? 'in-process'}|${survey.id}`, now);
      if (wait !== undefined) throw featureServiceErrors.tooManyRequests(wait);
    }
    const layer = layerOf(service, c.req.param('layer'));
    const params = await readPortalParams(c);
    const caller = c.get('caller');
    const creator = caller.kind === 'user' ? caller.username : null;
    const features = stampEditorFields(layer, readAddedFeatures(layer, params.features), { now, creator });
    const form = survey ? await checkSurveyAnswer(c.get('deps').db, survey, layer, features, { now, creator }) : null;
    const ids = await addFeatures(
      c.get('deps').db,
      layer,
      features,
      form ? (trx) => checkAnswerLimit(trx, form, layer, creator) : undefined,
    );
    return c.json({ addResults: ids.map((id) => ({ objectId: id, uniqueId: id, globalId: null, success: true })) });
  });

  routes.all('*', () => {
    throw featureServiceErrors.invalidParameter('Invalid URL');
  });
  return routes;
}

/** The service resource of a loaded service. */
export async function serviceResponse(c: Context<AppEnv>, service: LoadedService): Promise<Response> {
  await readFormat(c);
  return c.json(serviceResource(service.item, service.layers));
}

/** The `:layer` resource of a loaded service. */
export async function layerResponse(c: Context<AppEnv>, service: LoadedService): Promise<Response> {
  await readFormat(c);
  return c.json(layerResource(layerOf(service, c.req.param('layer')), service.item.id));
}

/** The `:layer/query` answer of a loaded service (Esri JSON, or GeoJSON with its media type). */
export async function queryResponse(c: Context<AppEnv>, service: LoadedService): Promise<Response> {
  const params = await readPortalParams(c);
  const layer = layerOf(service, c.req.param('layer'));
  const query = readLayerQuery(params, withObjectId(layer.fields), MAX_RECORD_COUNT);
  const body = await runLayerQuery(c.get('deps').db, layer, query);
  if (query.format === 'geojson') {
    return c.body(JSON.stringify(body), 200, { 'Content-Type': 'application/geo+json; charset=utf-8' });
  }
  return c.json(body);
}

/** Resources answer JSON only (`f=json` or `pjson`, the default here). */
async function readFormat(c: Context<AppEnv>): Promise<void> {
  const f = (await readPortalParams(c)).f;
  if (f !== undefined && f !== '' && f !== 'json' && f !== 'pjson') {
    throw featureServiceErrors.invalidParameter(
      `f=${typeof f === 'string' ? f.slice(0, 20) : 'file'} is not supported here: use json.`,
    );
  }
}
