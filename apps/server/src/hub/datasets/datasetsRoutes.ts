import { Hono, type Context } from 'hono';
import { sql, type SqlBool } from 'kysely';
import { itemVisibility } from '../../access/itemVisibility.ts';
import { findFeatureLayers } from '../../db/repositories/featureLayerRepository.ts';
import { ITEM_COLUMNS, type ItemRow } from '../../db/repositories/itemRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { HubApiError } from '../../errors/hubApiError.ts';
import { layerResponse, queryResponse, serviceResponse } from '../../features/featureServerRoutes.ts';
import { loadItemFeatureService } from '../../features/loadFeatureService.ts';
import { presentDataset, DATASET_FIELDS, type DatasetField } from '../../presenters/datasetPresenter.ts';
import { datasetStatistics } from '../../features/datasetStatistics.ts';

const ID = /^([0-9a-f]{32})(?:_(\d{1,6}))?$/;

/**
 * The datasets API, `/api/v3/datasets` (spec 2 §7): `GET /{id}` (an item id, or `{itemId}_{layer}` as the hub names a
 * layer's dataset) and `GET ?filter[slug]=…`, answered as `{data}` with the attributes slug, boundary, extent,
 * recordCount, searchDescription and statistics — or only those asked with `fields[datasets]=…`. Follows the item's
 * sharing: an item the caller cannot read is a 404 like a missing one. Errors are `{error:{title,detail}}`.
 *
 * @example
 * app.route('/api/v3/datasets', datasetsRoutes());
 */
export function datasetsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>({ strict: false });

  routes.get('/', async (c) => {
    const fields = readFields(c);
    const slug = c.req.query('filter[slug]')?.trim();
    if (!slug) throw new HubApiError(400, 'Bad Request', 'filter[slug] is required.');
    if (slug.length > 256) throw new HubApiError(400, 'Bad Request', 'filter[slug] is at most 256 characters.');
    const keyword = `slug|${slug.toLowerCase().replace('::', '|')}`;
    const rows = await readableItems(c, sql<SqlBool>`${keyword} = any(items.type_keywords_lc)`);
    return c.json({ data: await Promise.all(rows.map((row) => dataset(c, row, 0, fields))) });
  });

  routes.get('/:id', async (c) => {
    const fields = readFields(c);
    const match = ID.exec((c.req.param('id') ?? '').toLowerCase());
    const [row] = match ? await readableItems(c, sql<SqlBool>`items.id = ${match[1]}`) : [];
    if (!match || !row)
      throw new HubApiError(404, 'Not Found', 'No dataset has this id, or it is not shared with you.');
    return c.json({ data: await dataset(c, row, Number(match[2] ?? 0), fields) });
  });

  // `{hub}/datasets/{id}_0/FeatureServer/0` (spec 3 §7): the item's hosted layer under the hub's dataset id.
  const alias = async (c: Context<AppEnv>) =>
    loadItemFeatureService(c, ID.exec((c.req.param('id') ?? '').toLowerCase())?.[1] ?? '');
  routes.on(['GET', 'POST'], '/:id/FeatureServer', async (c) => serviceResponse(c, await alias(c)));
  routes.on(['GET', 'POST'], '/:id/FeatureServer/:layer', async (c) => layerResponse(c, await alias(c)));
  routes.on(['GET', 'POST'], '/:id/FeatureServer/:layer/query', async (c) => queryResponse(c, await alias(c)));

  return routes;
}

async function readableItems(c: Context<AppEnv>, where: ReturnType<typeof sql<SqlBool>>): Promise<ItemRow[]> {
  return c
    .get('deps')
    .db.selectFrom('items')
    .select(ITEM_COLUMNS)
    .where(where)
    .where(itemVisibility(c.get('caller')))
    .limit(10)
    .execute();
}

async function dataset(c: Context<AppEnv>, row: ItemRow, layerId: number, fields: readonly DatasetField[]) {
  const { db } = c.get('deps');
  const layer = (await findFeatureLayers(db, row.id)).find((l) => l.layer_id === layerId);
  const statistics = layer && fields.includes('statistics') ? await datasetStatistics(db, layer) : undefined;
  return presentDataset(row, layer, statistics, fields);
}

/** `fields[datasets]=slug,recordCount`: the attributes asked for, all when absent; unknown names are a 400. */
function readFields(c: Context<AppEnv>): readonly DatasetField[] {
  const asked = c.req.query('fields[datasets]');
  if (asked === undefined || asked.trim() === '') return DATASET_FIELDS;
  const names = asked.split(',').map((n) => n.trim());
  const unknown = names.find((n) => !(DATASET_FIELDS as readonly string[]).includes(n));
  if (unknown !== undefined) {
    throw new HubApiError(
      400,
      'Bad Request',
      `fields[datasets] may name ${DATASET_FIELDS.join(', ')}; not "${unknown.slice(0, 40)}".`,
    );
  }
  return names as DatasetField[];
}
