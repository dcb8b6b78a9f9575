import { DISCUSSION_LIMITS, EMPTY_SURVEY_DESIGN, publishSurvey } from '@plaza/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUsers } from '../testing/eventsTestKit.ts';
import { demoItemId } from '../seed/demoItemId.ts';
import { bearer, signIn } from '../testing/signIn.ts';
import { TEST_PASSWORD } from '../testing/testDatabase.ts';
import { startInstancesOnOneDatabase, type InstancesOnOneDatabase } from './testing/instancesOnOneDatabase.ts';

// Issue 42: "three processes on one PostgreSQL: every rate limit holds across them". Three app instances, each with its
// own connection pool on PostgreSQL, over one database; simultaneous requests spread over them get exactly each limit.
// The clock is the instances' own, frozen, so no bucket refills while the requests run.
let many: InstancesOnOneDatabase;
let publisher = '';
const clock = Date.now();
const SITE = demoItemId('riverside', 'site-open-data');

beforeAll(async () => {
  many = await startInstancesOnOneDatabase(3, { now: () => clock, env: { PLAZA_TELEMETRY_BATCHES_PER_MINUTE: '40' } });
  publisher = await signIn(many, 'publisher_riverside');
});
afterAll(async () => {
  await many?.close();
});

/** Sends `count` requests at once, the i-th to instance i mod 3; answers their statuses and bodies. */
async function spread(count: number, request: (i: number) => { path: string; init: RequestInit }) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const { path, init } = request(i);
      const res = await fetch(`${many.origins[i % many.origins.length]}${path}`, init);
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    }),
  );
}
const count = <T>(list: readonly T[], test: (value: T) => boolean) => list.filter(test).length;
const json = (token: string, body: unknown): RequestInit => ({
  method: 'POST',
  headers: { ...bearer(token), 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('every rate limit holds across three instances on one database', () => {
  it('discussion posts: exactly 10 per author and 60 per address', async () => {
    const orgId = (
      await many.db
        .selectFrom('users')
        .select('org_id')
        .where('username', '=', 'publisher_riverside')
        .executeTakeFirstOrThrow()
    ).org_id;
    const channel = await fetch(
      `${many.origins[0]}/api/discussions/v1/channels`,
      json(publisher, { name: 'Shared', access: 'org' }),
    );
    const channelId = ((await channel.json()) as { id: string }).id;
    const [author] = await addUsers(many.db, orgId, 'spread_author_', 1);
    const token = await signIn(many, author!);
    const byAuthor = await spread(40, (i) => ({
      path: '/api/discussions/v1/posts',
      init: json(token, { channelId, title: `Spread ${i}`, body: 'x' }),
    }));
    expect(count(byAuthor, (r) => r.status === 201)).toBe(DISCUSSION_LIMITS.postsPerWindow);
    expect(count(byAuthor, (r) => r.status === 429)).toBe(40 - DISCUSSION_LIMITS.postsPerWindow);

    // The address already sent 10; 8 more authors, 7 posts each: 50 more fit the address's 60.
    const crowd = await Promise.all(
      (await addUsers(many.db, orgId, 'spread_venue_', 8)).map((who) => signIn(many, who)),
    );
    const byAddress = await spread(56, (i) => ({
      path: '/api/discussions/v1/posts',
      init: json(crowd[i % crowd.length]!, { channelId, title: `Venue ${i}`, body: 'x' }),
    }));
    expect(count(byAddress, (r) => r.status === 201)).toBe(DISCUSSION_LIMITS.postsPerAddressWindow - 10);
    expect(count(byAddress, (r) => r.status === 429)).toBe(6);
  }, 120_000);

  it("survey answers: exactly an address's burst of anonymous answers, and a person's limit", async () => {
    const portal = `${many.origins[0]}/sharing/rest`;
    const design = {
      ...EMPTY_SURVEY_DESIGN,
      area: [-117.5, 33.9, -117.3, 34.0] as [number, number, number, number],
      questions: [{ fieldName: 'q1', kind: 'point' as const, label: 'Where?', help: '', required: true, choices: [] }],
    };
    const layerOf = async (title: string, maxAnswers: number) => {
      const form = new FormData();
      for (const [key, value] of Object.entries({
        f: 'json',
        token: publisher,
        title,
        type: 'Form',
        typeKeywords: 'Form,Draft',
      })) {
        form.set(key, value);
      }
      const added = await fetch(`${portal}/content/users/publisher_riverside/addItem`, { method: 'POST', body: form });
      const { id } = (await added.json()) as { id: string };
      await fetch(`${portal}/content/users/publisher_riverside/items/${id}/share`, {
        method: 'POST',
        body: new URLSearchParams({ f: 'json', token: publisher, everyone: 'true' }),
      });
      const survey = { id, owner: 'publisher_riverside', typeKeywords: ['Form', 'Draft'] };
      const { serviceUrl } = await publishSurvey(
        survey,
        { ...design, maxAnswers },
        { portal, authentication: publisher },
      );
      return new URL(serviceUrl).pathname;
    };
    const answer = (layer: string, token?: string) => (): { path: string; init: RequestInit } => ({
      path: `${layer}/addFeatures`,
      init: {
        method: 'POST',
        headers: token ? bearer(token) : {},
        body: new URLSearchParams({
          f: 'json',
          features: JSON.stringify([{ attributes: {}, geometry: { x: -117.4, y: 33.95 } }]),
        }),
      },
    });
    const added = (answers: { body: Record<string, unknown> }[]) =>
      count(answers, (a) => Array.isArray(a.body.addResults));

    const anonymous = await spread(40, answer(await layerOf('Anyone', 0)));
    // 20 a minute, a burst of a quarter of it.
    expect(added(anonymous)).toBe(5);
    expect(count(anonymous, (a) => (a.body.error as { code?: number } | undefined)?.code === 429)).toBe(35);

    const member = await signIn(many, 'user_riverside');
    expect(added(await spread(40, answer(await layerOf('Twice', 2), member)))).toBe(2);
  }, 120_000);

  it("telemetry: exactly an address's burst of batches", async () => {
    const batch = {
      siteId: SITE,
      visitorId: '6f1c2a9e-4b7d-4c1e-9a0b-2d3e4f5a6b7c',
      sessionId: 'a1b2c3d4-e5f6-4711-8899-aabbccddeeff',
      userType: 'anonymous',
      events: [{ eventType: 'pageView', path: '/' }],
    };
    const answers = await spread(40, () => ({
      path: '/api/telemetry/v1/events',
      init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(batch) },
    }));
    // 40 a minute, a burst of 10.
    expect(count(answers, (a) => a.status === 202)).toBe(10);
    expect(count(answers, (a) => a.status === 429)).toBe(30);
  }, 120_000);

  it('sign-ins: exactly 10 wrong passwords evaluated per username, then 429 everywhere', async () => {
    const attempt = (password: string) => () => ({
      path: '/sharing/rest/generateToken',
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ f: 'json', username: 'viewer_hillcrest', password }).toString(),
      },
    });
    const answers = await spread(30, attempt('wrong'));
    expect(
      count(answers, (a) => a.status === 200 && (a.body.error as { code?: number } | undefined)?.code === 400),
    ).toBe(10);
    expect(count(answers, (a) => a.status === 429)).toBe(20);
    const right = await spread(3, attempt(TEST_PASSWORD));
    expect(right.map((a) => a.status)).toEqual([429, 429, 429]);
  }, 120_000);
});
