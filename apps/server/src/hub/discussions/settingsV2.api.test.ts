import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { eventsCaller, type EventsCall } from '../../testing/eventsTestKit.ts';

// Issue 44 item 8: the spec's `POST /settings`, `GET|PATCH|DELETE /settings/{id}` (spec 3 §7) where the reference's
// client sends them, the discussions API v2, over the same records as v1 (ADR 0209).
const V1 = '/api/discussions/v1/settings';
const V2 = '/api/discussions/v2/settings';
const OWNER = 'publisher_riverside';
let t: TestApp;
let call: EventsCall;
let itemId: string;

beforeAll(async () => {
  t = await createTestApp();
  call = eventsCaller(t);
  const item = await t.db
    .selectFrom('items')
    .select('id')
    .where('owner', '=', OWNER)
    .where('access', '=', 'public')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  itemId = item.id;
});
afterAll(async () => {
  await t?.close();
});

describe('entity settings at /api/discussions/v2/settings', () => {
  it('creates, reads, changes and removes the records v1 serves', async () => {
    const settings = { discussions: { allowedChannelIds: null, allowedLocations: null } };
    const created = await call('POST', V2, { as: OWNER, body: { id: itemId, type: 'content', settings } });
    expect(created).toMatchObject({ status: 201, body: { id: itemId, type: 'content', settings, creator: OWNER } });
    expect((await call('GET', `${V1}/${itemId}`)).body).toEqual(created.body);
    const allowed = { discussions: { allowedChannelIds: ['c1'], allowedLocations: null } };
    const patched = await call('PATCH', `${V2}/${itemId}`, { as: OWNER, body: { settings: allowed } });
    expect(patched).toMatchObject({ status: 200, body: { settings: allowed, editor: OWNER } });
    expect((await call('GET', `${V2}/${itemId}`)).body.settings).toEqual(allowed);
    expect(await call('DELETE', `${V2}/${itemId}`, { as: OWNER })).toEqual({
      status: 200,
      body: { id: itemId, success: true },
    });
    expect((await call('GET', `${V2}/${itemId}`)).body.settings).toEqual(settings);
  });

  it('refuses in the hub’s shape: no sign-in, not the manager, no such entity', async () => {
    const body = { id: itemId, type: 'content', settings: {} };
    expect(await call('POST', V2, { body })).toEqual({
      status: 401,
      body: { error: { title: 'Unauthorized', detail: 'Sign in to change settings.' } },
    });
    expect((await call('POST', V2, { as: 'user_riverside', body })).status).toBe(403);
    expect(await call('GET', `${V2}/${'0'.repeat(32)}`)).toEqual({
      status: 404,
      body: { error: { title: 'Not Found', detail: `No entity ${'0'.repeat(32)}.` } },
    });
  });
});
