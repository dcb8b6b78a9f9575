import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { TEST_PASSWORD } from '../../testing/testDatabase.ts';
import { FIXTURE_FILTER, insertSearchFixture, testItemId } from './searchTestFixture.ts';

let t: TestApp;
let userToken: string;
let publisherToken: string;

async function signIn(username: string): Promise<string> {
  const res = await t.app.request('/sharing/rest/generateToken', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      f: 'json',
      username,
      password: TEST_PASSWORD,
      client: 'referer',
      referer: 'http://localhost',
    }).toString(),
  });
  return ((await res.json()) as { token: string }).token;
}

beforeAll(async () => {
  t = await createTestApp();
  await insertSearchFixture(t.db);
  userToken = await signIn('user_riverside');
  publisherToken = await signIn('publisher_riverside');
});
afterAll(async () => {
  await t?.close();
});

const API = '/api/search/v1';
const get = async (path: string, token?: string) => {
  const res = await t.app.request(`${API}${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    body: (await res.json()) as Record<string, unknown>,
  };
};
/** A path kept to the fixture items (the demo seed may hold other items): its filter ANDed to the fixture's. */
const scoped = (path: string, filter?: string) => {
  const [base, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set('filter', filter ? `${FIXTURE_FILTER} AND (${filter})` : FIXTURE_FILTER);
  return `${base}?${params}`;
};
const ids = (body: Record<string, unknown>) => (body.features as { id: string }[]).map((f) => f.id).sort();
const n = (...list: number[]) => list.map(testItemId).sort();

// The OGC API – Records GeoJSON record shape (record-core): what every record must have.
const link = z.object({ rel: z.string(), href: z.string().url(), type: z.string().optional() });
const recordSchema = z.object({
  type: z.literal('Feature'),
  id: z.string().min(1),
  conformsTo: z.array(z.string()).optional(),
  time: z.union([z.null(), z.object({ interval: z.tuple([z.string().datetime(), z.string().datetime()]) })]),
  geometry: z.union([
    z.null(),
    z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(z.tuple([z.number(), z.number()])).min(4)) }),
  ]),
  properties: z
    .object({
      type: z.string().min(1),
      title: z.string().min(1),
      description: z.string().optional(),
      keywords: z.array(z.string()).optional(),
      created: z.string().datetime().optional(),
      updated: z.string().datetime().optional(),
    })
    .passthrough(),
  links: z.array(link).min(1),
});
const collectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  numberMatched: z.number().int().nonnegative(),
  numberReturned: z.number().int().nonnegative(),
  timeStamp: z.string().datetime(),
  features: z.array(recordSchema),
  links: z.array(link),
});

describe('/api/search/v1 landing, conformance and collections', () => {
  it('links the conformance and the collections from the landing page', async () => {
    const { status, body } = await get('');
    expect(status).toBe(200);
    const rels = (body.links as { rel: string; href: string }[]).map((l) => [l.rel, new URL(l.href).pathname]);
    expect(rels).toContainEqual(['conformance', `${API}/conformance`]);
    expect(rels).toContainEqual(['data', `${API}/collections`]);
  });

  it('lists the Records classes it implements', async () => {
    const { body } = await get('/conformance');
    expect(body.conformsTo).toEqual(
      expect.arrayContaining([
        'http://www.opengis.net/spec/ogcapi-records-1/1.0/conf/record-core',
        'http://www.opengis.net/spec/ogcapi-records-1/1.0/conf/record-collection',
        'http://www.opengis.net/spec/ogcapi-records-1/1.0/conf/record-api',
        'http://www.opengis.net/spec/ogcapi-records-1/1.0/conf/sorting',
        'http://www.opengis.net/spec/ogcapi-records-1/1.0/conf/json',
      ]),
    );
  });

  it('lists all plus one collection per item family, and 404s an unknown one', async () => {
    const { body } = await get('/collections');
    expect((body.collections as { id: string }[]).map((c) => c.id)).toEqual([
      'all',
      'appAndMap',
      'dataset',
      'document',
      'feedback',
      'site',
      'project',
      'initiative',
      'page',
      'template',
    ]);
    const missing = await get('/collections/nope/items');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: { title: 'Not Found', detail: "No collection 'nope'." } });
  });
});

describe('/api/search/v1 records', () => {
  it('shows anonymous callers public items only, as valid Records GeoJSON', async () => {
    const res = await get(scoped('/collections/all/items'));
    expect(res.status).toBe(200);
    expect(res.type).toContain('application/geo+json');
    const page = collectionSchema.parse(res.body);
    expect(ids(res.body)).toEqual(n(1, 2, 6, 8));
    expect(page.numberMatched).toBe(4);
    expect(page.numberReturned).toBe(4);
    const trees = page.features.find((f) => f.id === testItemId(1))!;
    expect(trees.geometry?.coordinates[0]?.[0]).toEqual([-80, 40]);
    expect(trees.properties).toMatchObject({
      type: 'CSV',
      title: 'Riverside street trees',
      keywords: ['trees', 'city'],
    });
  });

  it('shows a signed-in caller what the visibility rule allows', async () => {
    expect(ids((await get(scoped('/collections/all/items'), userToken)).body)).toEqual(n(1, 2, 3, 4, 6, 8));
    expect(ids((await get(scoped('/collections/all/items'), publisherToken)).body)).toEqual(n(1, 2, 3, 5, 6, 8));
    expect(ids((await get(scoped(`/collections/all/items?token=${publisherToken}`))).body)).toEqual(
      n(1, 2, 3, 5, 6, 8),
    );
  });

  it('narrows to a collection and filters with the spec 3 grammar', async () => {
    expect(ids((await get(scoped('/collections/dataset/items'), userToken)).body)).toEqual(n(1, 4, 8));
    const filter = "tags IN ('trees', 'parks') AND owner NOT IN ('user_riverside')";
    expect(ids((await get(scoped('/collections/all/items', filter), userToken)).body)).toEqual(n(1, 2));
    const between = `created BETWEEN ${Date.UTC(2026, 0, 1) + 2} AND ${Date.UTC(2026, 0, 1) + 4}`;
    expect(ids((await get(scoped('/collections/all/items', between), userToken)).body)).toEqual(n(2, 3, 4));
    const quoted = "title='Council minutes (O''Neil)'";
    expect(ids((await get(scoped('/collections/all/items', quoted), publisherToken)).body)).toEqual(n(5));
  });

  it('answers q, bbox and sortBy', async () => {
    expect(ids((await get(scoped('/collections/all/items?q=trees'), userToken)).body)).toEqual(n(1, 4));
    expect(ids((await get(scoped('/collections/all/items?bbox=-81,39,-78,42'))).body)).toEqual(n(1));
    const sorted = await get(scoped('/collections/all/items?sortBy=-properties.created'));
    expect((sorted.body.features as { id: string }[]).map((f) => f.id)).toEqual([8, 6, 2, 1].map(testItemId));
    const byTitle = await get(scoped('/collections/all/items?sortBy=properties.title'));
    expect((byTitle.body.features as { properties: { title: string } }[]).map((f) => f.properties.title)).toEqual([
      'Hillcrest parcels',
      'Parks map',
      'Riverside hub',
      'Riverside street trees',
    ]);
  });

  it('pages with limit, startindex and a rel=next link without the token', async () => {
    const first = await get(scoped(`/collections/all/items?limit=2&sortBy=properties.created&token=${userToken}`));
    expect(first.body.numberMatched).toBe(6);
    expect(first.body.numberReturned).toBe(2);
    const next = (first.body.links as { rel: string; href: string }[]).find((l) => l.rel === 'next')!;
    expect(next.href).not.toContain('token');
    const url = new URL(next.href);
    expect(url.searchParams.get('startindex')).toBe('3');
    const second = await get(`${url.pathname.slice(API.length)}${url.search}`, userToken);
    expect((second.body.features as { id: string }[]).map((f) => f.id)).toEqual([3, 4].map(testItemId));
    const last = await get(scoped(`/collections/all/items?limit=2&startindex=5&sortBy=properties.created`), userToken);
    expect((last.body.links as { rel: string }[]).map((l) => l.rel)).not.toContain('next');
  });

  it('answers a record by id, and an invisible one exactly like a missing one', async () => {
    const record = await get(`/collections/dataset/items/${testItemId(1)}`);
    expect(record.status).toBe(200);
    recordSchema.parse(record.body);
    const hidden = await get(`/collections/all/items/${testItemId(4)}`);
    const missing = await get(`/collections/all/items/${testItemId(99)}`);
    expect(hidden.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(hidden.body.error).toMatchObject({ title: 'Not Found' });
    expect((await get(`/collections/document/items/${testItemId(1)}`)).status).toBe(404);
    expect((await get(`/collections/all/items/${testItemId(4)}`, userToken)).status).toBe(200);
  });

  it('links each record to its page on the target site, and refuses a host that is no site here', async () => {
    const { hostname } = await t.db.selectFrom('domains').select('hostname').limit(1).executeTakeFirstOrThrow();
    const page = await get(scoped(`/collections/all/items?target=${encodeURIComponent(hostname)}&sortBy=created`));
    expect(page.status).toBe(200);
    const html = (f: unknown) =>
      (f as { links: { type: string; href: string }[] }).links.filter((l) => l.type === 'text/html');
    const first = (page.body.features as unknown[])[0];
    expect(html(first)).toEqual([
      { rel: 'alternate', type: 'text/html', href: `http://${hostname}/datasets/${testItemId(1)}` },
    ]);
    const one = await get(
      `/collections/all/items/${testItemId(2)}?target=${encodeURIComponent(hostname.toUpperCase())}`,
    );
    expect(html(one.body)).toEqual([
      { rel: 'alternate', type: 'text/html', href: `http://${hostname}/maps/${testItemId(2)}` },
    ]);
    const without = await get(scoped('/collections/all/items'));
    expect((without.body.features as unknown[]).flatMap(html)).toEqual([]);
    for (const target of ['evil.example', `${hostname}/path`, 'user@evil.example']) {
      const refused = await get(`/collections/all/items?target=${encodeURIComponent(target)}`);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ title: 'Bad Request' });
    }
  });

  it('counts terms of visible items only', async () => {
    const anonymous = await get(scoped('/aggregations?aggregations=terms(fields=(type,tags))'));
    expect(anonymous.body).toEqual({
      aggregations: {
        terms: [
          {
            field: 'type',
            aggregations: [
              { label: 'CSV', value: 1 },
              { label: 'Feature Service', value: 1 },
              { label: 'Hub Site Application', value: 1 },
              { label: 'Web Map', value: 1 },
            ],
          },
          {
            field: 'tags',
            aggregations: [
              { label: 'city', value: 3 },
              { label: 'parcels', value: 1 },
              { label: 'parks', value: 1 },
              { label: 'trees', value: 1 },
            ],
          },
        ],
      },
    });
    const dataset = await get(
      scoped('/collections/dataset/aggregations?aggregations=terms(fields=(tags),size=2)'),
      userToken,
    );
    expect(dataset.body).toEqual({
      aggregations: {
        terms: [
          {
            field: 'tags',
            aggregations: [
              { label: 'city', value: 2 },
              { label: 'trees', value: 2 },
            ],
          },
        ],
      },
    });
  });

  it.each([
    [
      '/collections/all/items?filter=' + encodeURIComponent("type='CSV'; drop table items"),
      "Invalid filter: unexpected character ';' at 10.",
    ],
    ['/collections/all/items?filter=' + encodeURIComponent("secret='x'"), 'Unknown filter field "secret".'],
    ['/collections/all/items?limit=1000', 'Invalid parameter limit: Too big: expected number to be <=100.'],
    [
      '/collections/all/items?sortBy=properties.password',
      'Invalid parameter sortBy: sorts by title, created, modified, updated, type, owner, numviews.',
    ],
    ['/collections/all/items?bbox=1,2,3', 'Invalid parameter bbox: must be xmin,ymin,xmax,ymax.'],
    [
      '/aggregations?aggregations=terms(fields=(password))',
      'countFields "password" is not one of type, tags, typekeywords, categories, access, owner, orgid, culture.',
    ],
    ['/aggregations', 'Invalid parameter aggregations: must be terms(fields=(a,b),size=n).'],
  ])('answers %s with a 400 saying why', async (path, detail) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { title: 'Bad Request', detail } });
  });

  it('may be read from other origins (CORS, no cookies)', async () => {
    const res = await t.app.request(`${API}/collections/all/items`, { headers: { origin: 'https://elsewhere.test' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await t.app.request(`${API}/collections/all/items`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://elsewhere.test',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('refuses an invalid token with 401', async () => {
    const res = await get('/collections/all/items', 'not-a-token');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: { title: 'Unauthorized' } });
  });
});
