import { DISCUSSION_LIMITS } from '@plaza/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUsers, eventsCaller, type EventsCall } from '../../testing/eventsTestKit.ts';
import { bearer, signIn } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// Issue 40 item 2: the post limits are counted and spent in one critical section, so simultaneous posts cannot pass
// them (on PostgreSQL 40 at once by one author used to get 32 through).
const API = '/api/discussions/v1';
const OWNER = 'publisher_riverside';
let t: TestApp;
let call: EventsCall;
let orgId = '';
let channelId = '';

beforeAll(async () => {
  t = await createTestApp();
  call = eventsCaller(t);
  orgId = (await t.db.selectFrom('users').select('org_id').where('username', '=', OWNER).executeTakeFirstOrThrow())
    .org_id;
  const created = await call('POST', `${API}/channels`, { as: OWNER, body: { name: 'Busy channel', access: 'org' } });
  expect(created.status).toBe(201);
  channelId = created.body.id as string;
});
afterAll(async () => {
  await t?.close();
});

const storedBy = async (column: 'creator' | 'creator_address', value: string) =>
  Number(
    (
      await t.db
        .selectFrom('posts')
        .select((eb) => eb.fn.countAll().as('n'))
        .where(column, '=', value)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('post limits under simultaneous posts', () => {
  it('lets exactly the per-author limit through when one author sends 40 posts at once', async () => {
    const [author] = await addUsers(t.db, orgId, 'hurried_', 1);
    const token = await signIn(t, author!);
    const statuses = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const res = await t.app.request(`${API}/posts`, {
          method: 'POST',
          headers: { ...bearer(token), 'content-type': 'application/json' },
          body: JSON.stringify({ channelId, title: `At once ${i}`, body: 'x' }),
        });
        await res.body?.cancel();
        return res.status;
      }),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(DISCUSSION_LIMITS.postsPerWindow);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - DISCUSSION_LIMITS.postsPerWindow);
    expect(await storedBy('creator', author!)).toBe(DISCUSSION_LIMITS.postsPerWindow);
  }, 90_000);

  it('lets exactly the per-address limit through when one address sends 72 posts of 8 authors at once', async () => {
    const origin = await t.listen();
    const crowd = await addUsers(t.db, orgId, 'venue_', 8);
    const tokens = await Promise.all(crowd.map((who) => signIn(t, who)));
    // 9 each: under the per-author limit, so only the address's limit (60) refuses.
    const statuses = await Promise.all(
      tokens.flatMap((token) =>
        Array.from({ length: 9 }, async (_, i) => {
          const res = await fetch(`${origin}${API}/posts`, {
            method: 'POST',
            headers: { ...bearer(token), 'content-type': 'application/json' },
            body: JSON.stringify({ channelId, title: `Venue ${i}`, body: 'x' }),
          });
          await res.body?.cancel();
          return res.status;
        }),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(DISCUSSION_LIMITS.postsPerAddressWindow);
    expect(statuses.filter((s) => s === 429)).toHaveLength(72 - DISCUSSION_LIMITS.postsPerAddressWindow);
    expect(await storedBy('creator_address', '127.0.0.1')).toBe(DISCUSSION_LIMITS.postsPerAddressWindow);
  }, 90_000);
});
