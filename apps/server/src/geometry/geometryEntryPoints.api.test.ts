import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEventInput, eventsCaller, type EventsCall } from '../testing/eventsTestKit.ts';
import { demoItemId } from '../seed/demoItemId.ts';
import { bearer, signIn } from '../testing/signIn.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { ringArea2 } from './segments.ts';

// Issue 40 (5): every entry point of a geometry refuses an invalid one — a self-intersecting ring above all — with a
// clear error in its own contract's shape, and stores nothing: discussion posts and allowed areas, events' locations,
// feature edits (and so survey answers), item extents and search bboxes. Esri rings are kept in Esri's orientation.
let t: TestApp;
let call: EventsCall;
let publisher: string;
const PARKS = '/arcgis/rest/services/Park_Boundaries/FeatureServer/0';
const TREES_ITEM = demoItemId('riverside', 'street-trees');
const BOW_TIE = [
  [-117.4, 33.9],
  [-117.3, 34],
  [-117.3, 33.9],
  [-117.4, 34],
  [-117.4, 33.9],
];
/** A square drawn counter-clockwise (GeoJSON's way, not Esri's). */
const SQUARE = [
  [-117.4, 33.9],
  [-117.3, 33.9],
  [-117.3, 34],
  [-117.4, 34],
  [-117.4, 33.9],
];

beforeAll(async () => {
  t = await createTestApp();
  call = eventsCaller(t);
  publisher = await signIn(t, 'publisher_riverside');
});
afterAll(async () => {
  await t?.close();
});

const count = async (table: 'posts' | 'events') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('invalid geometries are refused at every entry point', () => {
  it('a discussion post and an allowed area: 400 in the hub shape, nothing stored', async () => {
    const channel = await call('POST', '/api/discussions/v1/channels', {
      as: 'publisher_riverside',
      body: { name: 'Shapes', access: 'org' },
    });
    expect(channel.status).toBe(201);
    const before = await count('posts');
    const post = (geometry: unknown) =>
      call('POST', '/api/discussions/v1/posts', {
        as: 'user_riverside',
        body: { channelId: channel.body.id, title: 'Here', body: 'This block.', geometry },
      });
    expect(await post({ type: 'Polygon', coordinates: [BOW_TIE] })).toMatchObject({
      status: 400,
      body: { error: { title: 'Bad Request', detail: 'geometry: ring 0 crosses or touches itself.' } },
    });
    const open = [
      [-117.4, 33.9],
      [-117.3, 33.9],
      [-117.3, 34],
      [-117.4, 34],
    ];
    expect((await post({ type: 'Polygon', coordinates: [open] })).body.error?.detail).toBe(
      'geometry: ring 0 must end at the position it starts from.',
    );
    expect(await count('posts')).toBe(before);
    expect((await post({ type: 'Polygon', coordinates: [SQUARE] })).status).toBe(201);

    const settings = await call('POST', '/api/discussions/v1/settings', {
      as: 'publisher_riverside',
      body: {
        id: TREES_ITEM,
        type: 'content',
        settings: {
          discussions: {
            allowedLocations: [
              { type: 'Polygon', coordinates: [SQUARE] },
              { type: 'Polygon', coordinates: [BOW_TIE] },
            ],
          },
        },
      },
    });
    expect(settings).toMatchObject({
      status: 400,
      body: { error: { detail: 'settings.discussions.allowedLocations.1: ring 0 crosses or touches itself.' } },
    });
  });

  it("an event's location: 400 in the hub shape, nothing stored; a valid area kept in Esri's orientation", async () => {
    const before = await count('events');
    const located = (rings: number[][][]) =>
      call('POST', '/api/events/v1/events', {
        as: 'publisher_riverside',
        body: buildEventInput({ location: { type: 'custom', geometries: [{ type: 'polygon', rings }] } }),
      });
    expect(await located([BOW_TIE])).toMatchObject({
      status: 400,
      body: { error: { detail: 'location.geometries.0: ring 0 crosses or touches itself.' } },
    });
    expect(await count('events')).toBe(before);
    const made = await located([SQUARE]);
    expect(made.status).toBe(201);
    const read = await call('GET', `/api/events/v1/events/${made.body.id as string}`, { as: 'publisher_riverside' });
    const [stored] = (read.body.location as { geometries: { rings: number[][][] }[] }).geometries;
    expect(ringArea2(stored!.rings[0]!)).toBeLessThan(0);
  });

  it('a feature edit (as a survey answer is): the feature service error, nothing added; rings stored clockwise', async () => {
    const add = async (rings: number[][][]) => {
      const res = await t.app.request(`${PARKS}/addFeatures`, {
        method: 'POST',
        headers: bearer(publisher),
        body: new URLSearchParams({
          f: 'json',
          features: JSON.stringify([{ attributes: { Park_Name: 'Pocket park' }, geometry: { rings } }]),
        }),
      });
      return (await res.json()) as { error?: { code: number; message: string }; addResults?: { objectId: number }[] };
    };
    const total = async () => {
      const res = await t.app.request(`${PARKS}/query?f=json&where=1%3D1&returnCountOnly=true`);
      return ((await res.json()) as { count: number }).count;
    };
    const before = await total();
    expect(await add([BOW_TIE])).toMatchObject({
      error: { code: 400, message: 'Feature 0: ring 0 crosses or touches itself.' },
    });
    const inner = [
      [-117.38, 33.92],
      [-117.32, 33.92],
      [-117.32, 33.98],
      [-117.38, 33.98],
      [-117.38, 33.92],
    ];
    const crossing = [
      [-117.35, 33.95],
      [-117.2, 33.95],
      [-117.2, 34.1],
      [-117.35, 34.1],
      [-117.35, 33.95],
    ];
    expect((await add([SQUARE, crossing])).error?.message).toBe('Feature 0: rings 0 and 1 cross or touch.');
    expect(await total()).toBe(before);
    // A square with a hole, both drawn the same way round: the shell is turned clockwise, the hole counter-clockwise.
    const added = await add([SQUARE, inner]);
    const id = added.addResults![0]!.objectId;
    const res = await t.app.request(
      `${PARKS}/query?f=json&outFields=OBJECTID&where=${encodeURIComponent(`OBJECTID=${id}`)}`,
    );
    const [feature] = ((await res.json()) as { features: { geometry: { rings: number[][][] } }[] }).features;
    expect(ringArea2(feature!.geometry.rings[0]!)).toBeLessThan(0);
    expect(ringArea2(feature!.geometry.rings[1]!)).toBeGreaterThan(0);
  });

  it('an item extent and a search bbox beyond WGS84: the portal error', async () => {
    const form = new FormData();
    form.set('f', 'json');
    form.set('token', publisher);
    form.set('extent', '-13068000,4021000,-13067000,4022000');
    const res = await t.app.request(`/sharing/rest/content/users/publisher_riverside/items/${TREES_ITEM}/update`, {
      method: 'POST',
      body: form,
    });
    expect(await res.json()).toMatchObject({ error: { code: 400, message: expect.stringMatching(/extent/) } });
    const item = await t.db
      .selectFrom('items')
      .select('extent_xmin')
      .where('id', '=', TREES_ITEM)
      .executeTakeFirstOrThrow();
    expect(Number(item.extent_xmin)).toBeGreaterThanOrEqual(-180);
    const search = await t.app.request('/sharing/rest/search?f=json&q=parks&bbox=-200,-10,0,10');
    expect(await search.json()).toMatchObject({ error: { code: 400, message: expect.stringMatching(/bbox/) } });
  });
});
