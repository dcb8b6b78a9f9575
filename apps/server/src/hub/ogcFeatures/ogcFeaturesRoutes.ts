import { Hono, type Context } from 'hono';
import { itemVisibility } from '../../access/itemVisibility.ts';
import { findFeatureLayers, type FeatureLayerRow } from '../../db/repositories/featureLayerRepository.ts';
import { countFeatureRows } from '../../db/repositories/featureRowRepository.ts';
import { findVisibleItem, type ItemRow } from '../../db/repositories/itemRepository.ts';
import { layerBounds } from '../../features/layerResource.ts';
import { withObjectId } from '../../db/LayerField.ts';
import { runLayerQuery } from '../../features/runLayerQuery.ts';
import type { LayerQuery } from '../../features/readLayerQuery.ts';
import { compileWhere } from '../../features/where/compileWhere.ts';
import { WhereSyntaxError } from '../../features/where/WhereSyntaxError.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { openDataCors } from '../../http/openDataCors.ts';
import { HubApiError } from '../../errors/hubApiError.ts';
import { readOgcItemsQuery } from './readOgcItemsQuery.ts';

export const OGC_FEATURES_PATH = '/api/ogc/features/v1';
const GEOJSON = 'application/geo+json';
const JSON_TYPE = 'application/json';
const CRS84 = 'http://www.opengis.net/def/crs/OGC/1.3/CRS84';
const COLLECTION_ID = /^([0-9a-f]{32})_(\d{1,6})$/;
/** The most collections the list answers (the caller's readable hosted layers, newest first). */
const MAX_COLLECTIONS = 500;

/** OGC API – Features Part 1 conformance classes this API meets. */
export const FEATURES_CONFORMANCE = [
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson',
];

/**
 * OGC API – Features (Part 1, core + GeoJSON) over the hosted layers, `/api/ogc/features/v1` (issue 15): landing
 * page, conformance, the collections the caller may read (one per layer, `{itemId}_{layer}`), a collection, its
 * `items` (`limit`, `offset`, `bbox`, property equality filters; `numberMatched`, `next`/`prev` links) and one
 * feature. Access follows the item's sharing; a collection the caller cannot read is a 404 like a missing one.
 *
 * @example
 * app.route('/api/ogc/features/v1', ogcFeaturesRoutes());
 */
export function ogcFeaturesRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>({ strict: false });
  api.use('*', openDataCors());

  api.get('/', (c) => {
    const base = baseOf(c);
    return c.json({
      title: 'Plaza hosted data',
      description:
        'OGC API – Features over the hosted layers of this hub; every response shows only what the caller may read.',
      links: [
        { rel: 'self', type: JSON_TYPE, href: base },
        { rel: 'conformance', type: JSON_TYPE, href: `${base}/conformance` },
        { rel: 'data', type: JSON_TYPE, href: `${base}/collections` },
      ],
    });
  });

  api.get('/conformance', (c) => c.json({ conformsTo: FEATURES_CONFORMANCE }));

  api.get('/collections', async (c) => {
    const base = baseOf(c);
    const { db } = c.get('deps');
    const rows = await db
      .selectFrom('feature_layers')
      .innerJoin('items', 'items.id', 'feature_layers.item_id')
      .selectAll('feature_layers')
      .select(['items.id', 'items.title', 'items.snippet'])
      .where(itemVisibility(c.get('caller')))
      .orderBy('items.modified', 'desc')
      .orderBy('feature_layers.layer_id')
      .limit(MAX_COLLECTIONS)
      .execute();
    return c.json({
      links: [{ rel: 'self', type: JSON_TYPE, href: `${base}/collections` }],
      collections: rows.map((r) => collection(base, r, r)),
    });
  });

  api.get('/collections/:collectionId', async (c) => {
    const { item, layer } = await loadCollection(c);
    return c.json(collection(baseOf(c), item, layer));
  });

  api.get('/collections/:collectionId/items', async (c) => {
    const { item, layer } = await loadCollection(c);
    const base = `${baseOf(c)}/collections/${item.id}_${layer.layer_id}`;
    const params = new URL(c.req.url).searchParams;
    const query = readOgcItemsQuery(params, layer.fields);
    const { db } = c.get('deps');
    // Compiled here first, so a value of the wrong type is this API's 400.
    const where = compilePropertyFilter(query, layer);
    const page = (await runLayerQuery(db, layer, query)) as { features: unknown[] };
    const matched = await countFeatureRows(db, layer, { where, envelope: query.envelope });
    const link = (rel: string, offset: number) => {
      const next = new URLSearchParams(params);
      next.delete('token');
      next.set('offset', String(offset));
      next.set('limit', String(query.limit));
      return { rel, type: GEOJSON, href: `${base}/items?${next}` };
    };
    const body = {
      type: 'FeatureCollection',
      timeStamp: new Date().toISOString(),
      numberMatched: matched,
      numberReturned: page.features.length,
      features: page.features,
      links: [
        { rel: 'self', type: GEOJSON, href: `${base}/items${params.size > 0 ? `?${withoutToken(params)}` : ''}` },
        { rel: 'collection', type: JSON_TYPE, href: base },
        ...(query.offset + query.limit < matched ? [link('next', query.offset + query.limit)] : []),
        ...(query.offset > 0 ? [link('prev', Math.max(0, query.offset - query.limit))] : []),
      ],
    };
    return c.body(JSON.stringify(body), 200, { 'Content-Type': `${GEOJSON}; charset=utf-8` });
  });

  api.get('/collections/:collectionId/items/:featureId', async (c) => {
    const { item, layer } = await loadCollection(c);
    const id = c.req.param('featureId');
    const notFound = new HubApiError(404, 'Not Found', `Feature ${id.slice(0, 20)} does not exist in this collection.`);
    if (!/^\d{1,15}$/.test(id)) throw notFound;
    const query = readOgcItemsQuery(new URLSearchParams(), layer.fields);
    const page = (await runLayerQuery(c.get('deps').db, layer, { ...query, objectIds: [Number(id)], limit: 1 })) as {
      features: Record<string, unknown>[];
    };
    const feature = page.features[0];
    if (!feature) throw notFound;
    const base = `${baseOf(c)}/collections/${item.id}_${layer.layer_id}`;
    return c.body(
      JSON.stringify({
        ...feature,
        links: [
          { rel: 'self', type: GEOJSON, href: `${base}/items/${id}` },
          { rel: 'collection', type: JSON_TYPE, href: base },
        ],
      }),
      200,
      { 'Content-Type': `${GEOJSON}; charset=utf-8` },
    );
  });

  return api;
}

function compilePropertyFilter(query: LayerQuery, layer: FeatureLayerRow) {
  try {
    return query.where ? compileWhere(query.where, withObjectId(layer.fields)) : undefined;
  } catch (error) {
    if (error instanceof WhereSyntaxError) throw new HubApiError(400, 'Bad Request', error.message);
    throw error;
  }
}

function withoutToken(params: URLSearchParams): string {
  const copy = new URLSearchParams(params);
  copy.delete('token');
  return copy.toString();
}

function baseOf(c: Context<AppEnv>): string {
  return `${new URL(c.req.url).origin}${OGC_FEATURES_PATH}`;
}

async function loadCollection(c: Context<AppEnv>): Promise<{ item: ItemRow; layer: FeatureLayerRow }> {
  const match = COLLECTION_ID.exec(c.req.param('collectionId') ?? '');
  const { db } = c.get('deps');
  const item = match ? await findVisibleItem(db, match[1]!, itemVisibility(c.get('caller'))) : undefined;
  const layer = item ? (await findFeatureLayers(db, item.id)).find((l) => l.layer_id === Number(match![2])) : undefined;
  if (!item || !layer)
    throw new HubApiError(404, 'Not Found', 'No collection has this id, or it is not shared with you.');
  return { item, layer };
}

function collection(base: string, item: { id: string; title: string; snippet: string | null }, layer: FeatureLayerRow) {
  const id = `${item.id}_${layer.layer_id}`;
  const bounds = layerBounds(layer);
  return {
    id,
    title: layer.name === item.title ? item.title : `${item.title} — ${layer.name}`,
    description: item.snippet ?? '',
    itemType: 'feature',
    crs: [CRS84],
    ...(bounds ? { extent: { spatial: { bbox: [bounds], crs: CRS84 } } } : {}),
    links: [
      { rel: 'self', type: JSON_TYPE, href: `${base}/collections/${id}` },
      { rel: 'items', type: GEOJSON, href: `${base}/collections/${id}/items` },
    ],
  };
}
