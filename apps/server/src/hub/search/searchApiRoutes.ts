import { HUB_SEARCH_API_PATH, ITEM_COLLECTION_TYPES, isItemCollectionKey } from '@plaza/core';
import { Hono, type Context } from 'hono';
import { itemVisibility } from '../../access/itemVisibility.ts';
import { nowFrom } from '../../auth/clock.ts';
import { findVisibleItem } from '../../db/repositories/itemRepository.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { openDataCors } from '../../http/openDataCors.ts';
import { HubApiError } from '../../errors/hubApiError.ts';
import { MAX_PAGEABLE } from '../../search/readItemSearch.ts';
import { pageLinks, presentRecord } from './presentRecords.ts';
import { readAggregationsParam } from './readAggregationsParam.ts';
import { RECORD_COLLECTION_IDS, recordCollection } from './recordCollections.ts';
import { RECORDS_CONFORMANCE } from './recordsConformance.ts';
import { readRecordsParams } from './readRecordsParams.ts';
import { resolveTargetSite } from './resolveTargetSite.ts';
import { searchRecords } from './searchRecords.ts';
import { suggestSpelling } from '../../search/suggestSpelling.ts';

/** A spelling suggestion is made for searches up to this long (the catalog keeps 200 characters). */
const MAX_SPELLING_QUERY = 200;

const GEOJSON = 'application/geo+json';

/**
 * The hub search API, `/api/search/v1` (spec 3 §7, OGC API – Records; ADR 0043): landing page,
 * conformance, collections (`all` and one per item family), records pages as GeoJSON feature
 * collections with `rel=next`, single records and term aggregations. Every read goes through the
 * portal search's visibility rule; an invisible item is a 404 exactly like a missing one.
 *
 * @example
 * app.route('/api/search/v1', searchApiRoutes());
 */
export function searchApiRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  // An open data API is read from other sites' pages.
  api.use('*', openDataCors());

  api.get('/', (c) => {
    const base = baseOf(c);
    return c.json({
      title: 'Plaza hub search',
      description: 'OGC API – Records over the items of this hub; every response shows only what the caller may read.',
      links: [
        { rel: 'self', type: 'application/json', href: base },
        { rel: 'conformance', type: 'application/json', href: `${base}/conformance` },
        {
          rel: 'http://www.opengis.net/def/rel/ogc/1.0/conformance',
          type: 'application/json',
          href: `${base}/conformance`,
        },
        { rel: 'data', type: 'application/json', href: `${base}/collections` },
        { rel: 'http://www.opengis.net/def/rel/ogc/1.0/data', type: 'application/json', href: `${base}/collections` },
      ],
    });
  });

  api.get('/conformance', (c) => c.json({ conformsTo: RECORDS_CONFORMANCE }));

  api.get('/collections', (c) => {
    const base = baseOf(c);
    return c.json({
      collections: RECORD_COLLECTION_IDS.map((id) => recordCollection(id, base)),
      links: [{ rel: 'self', type: 'application/json', href: `${base}/collections` }],
    });
  });

  api.get('/collections/:collectionId', (c) => c.json(recordCollection(c.req.param('collectionId'), baseOf(c))));

  api.get('/collections/:collectionId/items', async (c) => {
    const collectionId = c.req.param('collectionId');
    const base = baseOf(c);
    const collection = recordCollection(collectionId, base);
    const params = readRecordsParams(c.req.query());
    const { db } = c.get('deps');
    const site = await resolveTargetSite(db, params.target, c.req.url);
    const result = await searchRecords(db, c.get('caller'), { collectionId, params });
    const urls = { base, collectionId, portal: portalOf(c), site };
    const body = {
      type: 'FeatureCollection',
      numberMatched: result.total,
      numberReturned: result.rows.length,
      timeStamp: new Date(nowFrom(c.get('deps'))).toISOString(),
      features: result.rows.map((row) => presentRecord(row, urls)),
      links: pageLinks(c.req.url, collection.links[0]!.href, {
        startindex: params.startindex,
        limit: params.limit,
        total: result.total,
        maxPageable: MAX_PAGEABLE,
      }),
    };
    return c.body(JSON.stringify(body), 200, { 'content-type': GEOJSON });
  });

  api.get('/collections/:collectionId/items/:itemId', async (c) => {
    const collectionId = c.req.param('collectionId');
    const itemId = c.req.param('itemId');
    const base = baseOf(c);
    recordCollection(collectionId, base);
    const { db } = c.get('deps');
    const site = await resolveTargetSite(db, c.req.query('target'), c.req.url);
    const row = await findVisibleItem(db, itemId, itemVisibility(c.get('caller')));
    const inCollection = row && inCollectionTypes(collectionId, row.type);
    if (!row || !inCollection) throw new HubApiError(404, 'Not Found', `No record '${itemId}' in '${collectionId}'.`);
    const body = presentRecord(row, { base, collectionId, portal: portalOf(c), site });
    return c.body(JSON.stringify(body), 200, { 'content-type': GEOJSON });
  });

  const aggregations = async (c: Context<AppEnv>, collectionId: string) => {
    recordCollection(collectionId, baseOf(c));
    const counts = readAggregationsParam(c.req.query('aggregations'));
    const params = { ...readRecordsParams(c.req.query()), limit: 0, startindex: 1 };
    const { db } = c.get('deps');
    const result = await searchRecords(db, c.get('caller'), { collectionId, params, counts });
    return c.json({
      aggregations: {
        terms: result.counts.map((count) => ({
          field: count.field,
          aggregations: count.values.map((v) => ({ label: v.value, value: v.count })),
        })),
      },
    });
  };
  api.get('/aggregations', (c) => aggregations(c, 'all'));
  api.get('/collections/:collectionId/aggregations', (c) => aggregations(c, c.req.param('collectionId')));

  // "Did you mean" for a plain search (issue 13, ADR 0118): a Plaza extension beside the Records API.
  api.get('/spelling', async (c) => {
    const q = c.req.query('q') ?? '';
    if (q.length > MAX_SPELLING_QUERY) {
      throw new HubApiError(400, 'Bad Request', `The search is longer than ${MAX_SPELLING_QUERY} characters.`);
    }
    const suggestion = await suggestSpelling(c.get('deps').db, itemVisibility(c.get('caller')), q);
    return c.json({ q, suggestion: suggestion ?? null });
  });

  api.all('*', () => {
    throw new HubApiError(404, 'Not Found', 'No such hub search API resource.');
  });
  return api;
}

function baseOf(c: Context<AppEnv>): string {
  return `${new URL(c.req.url).origin}${HUB_SEARCH_API_PATH}`;
}

function portalOf(c: Context<AppEnv>): string {
  return `${new URL(c.req.url).origin}/sharing/rest`;
}

/** Whether an item type belongs to a collection, case-insensitively as search matches types. */
function inCollectionTypes(collectionId: string, type: string): boolean {
  if (collectionId === 'all') return true;
  if (!isItemCollectionKey(collectionId)) return false;
  const wanted = type.toLowerCase();
  return (ITEM_COLLECTION_TYPES[collectionId] as readonly string[]).some((t) => t.toLowerCase() === wanted);
}
