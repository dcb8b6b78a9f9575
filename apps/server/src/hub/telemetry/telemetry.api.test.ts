import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTelemetryEvents, type NewTelemetryEvent } from '../../db/repositories/telemetryRepository.ts';
import { demoItemId } from '../../seed/demoItemId.ts';
import { pruneTelemetry, rollFinishedDays } from '../../telemetry/telemetryUpkeep.ts';
import { rollTelemetryDay } from '../../db/repositories/telemetryRollupRepository.ts';
import { bearer, signIn } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// Plaza's own telemetry (issue 22, ADR 0172): the ingest's validation and refusals, then a report over a hand-made
// fixture compared with hand-computed numbers, and who may read it.
const RIVERSIDE_SITE = demoItemId('riverside', 'site-open-data');
const HILLCREST_SITE = demoItemId('hillcrest', 'site-county-data');
const PERMITS = demoItemId('riverside', 'building-permits');
const VISITOR = '6f1c2a9e-4b7d-4c1e-9a0b-2d3e4f5a6b7c';
const SESSION = 'a1b2c3d4-e5f6-4711-8899-aabbccddeeff';

let t: TestApp;
let riversideMember: string;
let hillcrestAdmin: string;
let hillcrestUser: string;
let riversideAdmin: string;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      PLAZA_TRUST_PROXY: 'true',
      PLAZA_COUNTRY_HEADER: 'CF-IPCountry',
      PLAZA_TELEMETRY_BATCHES_PER_MINUTE: '400',
      PLAZA_TELEMETRY_INTERNAL_DOMAINS: 'hillcrest.example',
    },
  });
  riversideMember = await signIn(t, 'user_riverside');
  riversideAdmin = await signIn(t, 'admin_riverside');
  hillcrestAdmin = await signIn(t, 'admin_hillcrest');
  hillcrestUser = await signIn(t, 'user_hillcrest');
});
afterAll(async () => {
  await t?.close();
});

const batch = (overrides: Record<string, unknown> = {}) => ({
  siteId: RIVERSIDE_SITE,
  visitorId: VISITOR,
  sessionId: SESSION,
  userType: 'anonymous',
  events: [
    { eventType: 'pageView', path: '/datasets/permits', itemId: PERMITS, referrer: 'https://news.example.org/a?b=c' },
  ],
  ...overrides,
});

async function post(body: unknown, headers: Record<string, string> = {}) {
  const res = await t.app.request('/api/telemetry/v1/events', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function storedCount(): Promise<number> {
  await t.telemetry.flush();
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from telemetry_events`.execute(t.db);
  return rows[0]!.n;
}

describe('telemetry ingest', () => {
  it('stores a valid batch with hashed identifiers, the referrer host and the server time', async () => {
    const before = await storedCount();
    const answer = await post(batch());
    expect(answer).toEqual({ status: 202, body: { accepted: 1, dropped: 0 } });
    expect(await storedCount()).toBe(before + 1);
    const row = await t.db.selectFrom('telemetry_events').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      site_id: RIVERSIDE_SITE,
      item_id: PERMITS,
      event_type: 'pageView',
      user_type: 'anonymous',
      user_hash: null,
      referrer_host: 'news.example.org',
    });
    expect(row.visitor_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(row)).not.toContain(VISITOR);
    expect(JSON.stringify(row)).not.toContain(SESSION);
    expect(Math.abs(row.occurred - Date.now())).toBeLessThan(60_000);
  });

  it('hashes a signed-in member and their organisation, never storing the username', async () => {
    const answer = await post(batch({ userType: 'staff', events: [{ eventType: 'signIn' }] }), bearer(riversideMember));
    expect(answer.status).toBe(202);
    await storedCount();
    const row = await t.db.selectFrom('telemetry_events').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.user_type).toBe('staff');
    expect(row.internal_user).toBe(false);
    expect(row.user_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(row.org_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(row)).not.toContain('user_riverside');
  });

  it('refuses bad batches with a clear 4xx and stores nothing of them', async () => {
    const before = await storedCount();
    const tooMany = Array.from({ length: 11 }, () => ({ eventType: 'pageView' }));
    const cases: [unknown, Record<string, string>, number, RegExp][] = [
      ['{"siteId":', {}, 400, /must be JSON/],
      [[], {}, 400, /./],
      [batch({ events: tooMany }), {}, 400, /at most 10 events/],
      [batch({ events: [] }), {}, 400, /at least one event/],
      [batch({ events: [{ eventType: '' }] }), {}, 400, /eventType must be one of/],
      [batch({ events: [{ eventType: 'pageView', colour: 'red' }] }), {}, 400, /Unknown field: colour/],
      [batch({ events: [{ eventType: 'search', resultCount: -1 }] }), {}, 400, /resultCount/],
      [batch({ events: [{ eventType: 'pageView', path: 'no-slash' }] }), {}, 400, /path must start with/],
      [batch({ visitorId: 'x' }), {}, 400, /visitorId/],
      [batch({ organizationId: 'forged' }), {}, 400, /Unknown field: organizationId/],
      // A forged user type: an anonymous caller claiming to be a member, and a member claiming to be anonymous.
      [batch({ userType: 'staff' }), {}, 400, /userType must be anonymous/],
      [batch(), bearer(riversideMember), 400, /userType must be a signed-in type/],
      [batch({ userType: 'member' }), {}, 400, /userType must be one of anonymous, staff, community, companion, other/],
      // A site that does not exist, and an item that is not a site.
      [batch({ siteId: 'f'.repeat(32) }), {}, 404, /not found/],
      [batch({ siteId: PERMITS }), {}, 404, /not found/],
      // The organisation's tracking programme is off (Hillcrest).
      [batch({ siteId: HILLCREST_SITE }), {}, 403, /organization-tracking-off/],
      // An anonymous visitor outside the US, as a trusted proxy says (spec 3 §4).
      [batch(), { 'CF-IPCountry': 'FR' }, 403, /visitor-not-tracked/],
    ];
    for (const [body, headers, status, detail] of cases) {
      const answer = await post(body, headers);
      expect({ body, status: answer.status }).toEqual({ body, status });
      expect((answer.body.error as { detail: string }).detail).toMatch(detail);
    }
    // A member of the site's organisation is tracked wherever they are.
    expect(
      (await post(batch({ userType: 'staff' }), { ...bearer(riversideMember), 'CF-IPCountry': 'FR' })).status,
    ).toBe(202);
    expect(await storedCount()).toBe(before + 1);
  });

  it('refuses an oversized body before reading it', async () => {
    const before = await storedCount();
    const big = JSON.stringify(batch({ events: [{ eventType: 'pageView', label: 'x'.repeat(40_000) }] }));
    const answer = await post(big);
    expect(answer.status).toBe(413);
    expect(await storedCount()).toBe(before);
  });
});

describe('telemetry visitor classes (issue 44 item 5, spec 3 §1)', () => {
  const RIVERSIDE_ORG = async () =>
    await t.db
      .selectFrom('orgs')
      .select(['id', 'properties'])
      .where('url_key', '=', 'riverside')
      .executeTakeFirstOrThrow();
  const HILLCREST_ORG_ID = async () =>
    (await t.db.selectFrom('orgs').select('id').where('url_key', '=', 'hillcrest').executeTakeFirstOrThrow()).id;

  async function setRiversideProperties(extra: Record<string, unknown>): Promise<void> {
    const org = await RIVERSIDE_ORG();
    const { communityOrg: _c, companionOrganizations: _o, ...rest } = org.properties as Record<string, unknown>;
    await t.db
      .updateTable('orgs')
      .set({ properties: JSON.stringify({ ...rest, ...extra }) as never })
      .where('id', '=', org.id)
      .execute();
  }

  async function storedVisitorOf(token: string, claimed: string) {
    const answer = await post(batch({ userType: claimed }), bearer(token));
    expect(answer.status).toBe(202);
    await storedCount();
    return t.db
      .selectFrom('telemetry_events')
      .select(['user_type', 'internal_user'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  }

  it('classes a visitor of another organisation as community, companion or other by the site organisation’s settings', async () => {
    const hillcrest = await HILLCREST_ORG_ID();
    try {
      await setRiversideProperties({ communityOrg: { orgId: hillcrest } });
      // The browser's guess ('other') is not what is stored: the ingest classes the caller itself.
      expect(await storedVisitorOf(hillcrestUser, 'other')).toEqual({ user_type: 'community', internal_user: true });
      await setRiversideProperties({ companionOrganizations: [{ orgId: hillcrest, type: 'Community' }] });
      expect(await storedVisitorOf(hillcrestUser, 'other')).toEqual({ user_type: 'companion', internal_user: true });
      await setRiversideProperties({});
      expect(await storedVisitorOf(hillcrestUser, 'staff')).toEqual({ user_type: 'other', internal_user: true });
      // A member of the site's organisation is staff, and not internal (their domain is not the provider's).
      expect(await storedVisitorOf(riversideMember, 'other')).toEqual({ user_type: 'staff', internal_user: false });
    } finally {
      await setRiversideProperties({});
    }
  });

  it('flags the users of an In House organisation as internal, and reads a page’s old type names', async () => {
    const org = await RIVERSIDE_ORG();
    try {
      await setRiversideProperties({ subscriptionType: 'In House' });
      expect(await storedVisitorOf(riversideMember, 'orgMember')).toEqual({ user_type: 'staff', internal_user: true });
    } finally {
      await t.db
        .updateTable('orgs')
        .set({ properties: JSON.stringify(org.properties) as never })
        .where('id', '=', org.id)
        .execute();
    }
  });
});

describe('telemetry ingest limits', () => {
  it('answers 429 with Retry-After once an address spent its burst, and only that address', async () => {
    const from = (address: string) => ({ 'X-Forwarded-For': `198.51.100.1, ${address}` });
    const statuses: number[] = [];
    let refused: Response | undefined;
    // A burst of a quarter of a minute's 400 (tokens come back at 400 a minute while this runs); refused before the
    // body is read, so these empty bodies are 400s until then.
    while (!refused && statuses.length < 200) {
      const res = await t.app.request('/api/telemetry/v1/events', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...from('203.0.113.9') },
        body: '{}',
      });
      if (res.status === 429) refused = res;
      else statuses.push(res.status);
    }
    expect(statuses.length).toBeGreaterThanOrEqual(100);
    expect(statuses.every((status) => status === 400)).toBe(true);
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused!.json()) as { error: { title: string } }).error.title).toBe('Too Many Requests');
    expect((await post({}, from('203.0.113.10'))).status).toBe(400);
  });
});

describe('telemetry reports', () => {
  const DAY = 86_400_000;
  const today = Math.floor(Date.now() / DAY) * DAY;
  const X = demoItemId('hillcrest', 'trailheads');
  let hidden: string;

  const event = (
    occurred: number,
    session: string,
    visitor: string,
    fields: Partial<NewTelemetryEvent> & Pick<NewTelemetryEvent, 'event_type'>,
  ): NewTelemetryEvent => ({
    site_id: HILLCREST_SITE,
    user_type: 'anonymous',
    visitor_hash: visitor,
    session_hash: session,
    occurred,
    ...fields,
  });

  beforeAll(async () => {
    // An item the Hillcrest administrator may not read: its views count, its title is not shown.
    const row = await t.db
      .selectFrom('items')
      .innerJoin('orgs', 'orgs.id', 'items.org_id')
      .select('items.id')
      .where('orgs.url_key', '=', 'riverside')
      .where('items.access', '=', 'private')
      .executeTakeFirstOrThrow();
    hidden = row.id;
    const d2 = today - 2 * DAY + 10 * 3_600_000;
    await insertTelemetryEvents(t.db, [
      event(d2, 's1', 'A', {
        event_type: 'pageView',
        item_id: X,
        referrer_host: 'example.org',
        user_type: 'community',
        internal_user: true,
      }),
      event(d2 + 300_000, 's1', 'A', { event_type: 'pageView', item_id: hidden, user_type: 'staff' }),
      event(d2 + 360_000, 's1', 'A', { event_type: 'search', query: 'parks', result_count: 3 }),
      event(today - DAY + 9 * 3_600_000, 's2', 'A', { event_type: 'pageView', item_id: X, user_type: 'companion' }),
      event(today - DAY + 9 * 3_600_000 + 120_000, 's2', 'A', { event_type: 'download', item_id: X, format: 'csv' }),
      event(today + 60_000, 's3', 'B', { event_type: 'pageView', item_id: X }),
      event(today + 90_000, 's3', 'B', { event_type: 'search', query: 'zebra', result_count: 0 }),
      event(today + 120_000, 's3', 'B', { event_type: 'search', query: 'parks', result_count: 5 }),
      // Outside the month: never counted.
      event(today - 40 * DAY, 's0', 'C', { event_type: 'pageView', item_id: X }),
    ]);
  });

  async function report(query: string, token?: string) {
    const res = await t.app.request(`/api/telemetry/v1/reports?${query}`, { headers: token ? bearer(token) : {} });
    return { status: res.status, res };
  }

  it("adds up a site's week exactly as computed by hand", async () => {
    const { status, res } = await report(`siteId=${HILLCREST_SITE}&range=week`, hillcrestAdmin);
    expect(status).toBe(200);
    const body = (await res.json()) as Record<string, unknown> & { series: { start: string }[] };
    expect(body.totals).toEqual({
      views: 4,
      visitors: 2,
      sessions: 3,
      searches: 3,
      downloads: 1,
      signIns: 0,
      averageSessionSeconds: 180,
    });
    expect(body.series).toHaveLength(7);
    const byDay = Object.fromEntries(body.series.map((entry) => [entry.start.slice(0, 10), entry]));
    const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    expect(byDay[iso(today - 2 * DAY)]).toMatchObject({ views: 2, visitors: 1, searches: 1, downloads: 0 });
    expect(byDay[iso(today - DAY)]).toMatchObject({ views: 1, visitors: 1, searches: 0, downloads: 1 });
    expect(byDay[iso(today)]).toMatchObject({ views: 1, visitors: 1, searches: 2, downloads: 0 });
    expect(byDay[iso(today - 3 * DAY)]).toMatchObject({ views: 0, visitors: 0 });
    expect(body.topContent).toEqual([
      { itemId: X, title: 'Trailheads', views: 3 },
      { itemId: hidden, title: null, views: 1 },
    ]);
    expect(body.topSearches).toEqual([
      { query: 'parks', searches: 2, averageResults: 4 },
      { query: 'zebra', searches: 1, averageResults: 0 },
    ]);
    expect(body.emptySearches).toEqual([{ query: 'zebra', searches: 1 }]);
    expect(body.downloadsByFormat).toEqual([{ format: 'csv', downloads: 1 }]);
    expect(body.referrers).toEqual([{ host: 'example.org', views: 1 }]);
    // Page views by visitor class, every class listed, and those of internal users (issue 44 item 5).
    expect(body.visitorTypes).toEqual([
      { userType: 'anonymous', views: 1 },
      { userType: 'staff', views: 1 },
      { userType: 'community', views: 1 },
      { userType: 'companion', views: 1 },
      { userType: 'other', views: 0 },
    ]);
    expect(body.internalViews).toBe(1);
  });

  it('answers exactly the same from the daily rollups once finished days are rolled up; today stays raw', async () => {
    const read = async (query: string) => (await report(query, hillcrestAdmin)).res.json();
    const before = [await read(`siteId=${HILLCREST_SITE}&range=week`), await read(`itemId=${X}&range=month`)];
    while ((await rollFinishedDays(t.db, 400, Date.now())) > 0);
    const rolled = (await t.db.selectFrom('telemetry_rolled_days').select('day').execute()).map((row) => row.day);
    expect(rolled).toContain(today - DAY);
    expect(rolled).toContain(today - 2 * DAY);
    expect(rolled).not.toContain(today);
    // Another server that comes to the same day finds it claimed.
    expect(await rollTelemetryDay(t.db, today - DAY, Date.now())).toBe(false);
    // The rolled days are read from their rollup, not their events: without the events the answer is the same.
    await t.db
      .deleteFrom('telemetry_events')
      .where('site_id', '=', HILLCREST_SITE)
      .where('occurred', '<', today)
      .where('occurred', '>=', today - 7 * DAY)
      .execute();
    expect([await read(`siteId=${HILLCREST_SITE}&range=week`), await read(`itemId=${X}&range=month`)]).toEqual(before);
  });

  it("reads an item's own usage across the window and only the last day's by hour", async () => {
    const week = (await (await report(`itemId=${X}&range=week`, hillcrestAdmin)).res.json()) as {
      totals: Record<string, number>;
    };
    expect(week.totals).toMatchObject({ views: 3, visitors: 2, downloads: 1 });
    const day = (await (await report(`siteId=${HILLCREST_SITE}&range=day`, hillcrestAdmin)).res.json()) as {
      series: unknown[];
      totals: Record<string, number>;
    };
    expect(day.series).toHaveLength(24);
    // Today's three events are within the last 24 hours; yesterday 09:00 is too, unless it is past 09:00 UTC now.
    expect(day.totals.searches).toBe(2);
  });

  it('exports the report as CSV', async () => {
    const { status, res } = await report(`siteId=${HILLCREST_SITE}&range=week&f=csv`, hillcrestAdmin);
    expect(status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const text = await res.text();
    expect(text.split('\r\n')[0]).toBe('start,views,visitors,searches,downloads');
    expect(text).toContain(`${X},Trailheads,3`);
    expect(text).toContain('parks,2,4');
  });

  it('is read only by those who manage the site and the groups it granted', async () => {
    expect((await report(`siteId=${HILLCREST_SITE}`)).status).toBe(401);
    expect((await report(`siteId=${HILLCREST_SITE}`, hillcrestUser)).status).toBe(403);
    expect((await report(`siteId=${HILLCREST_SITE}`, riversideAdmin)).status).toBe(403);
    expect((await report(`siteId=${'0'.repeat(32)}`, hillcrestAdmin)).status).toBe(404);
    expect((await report(`siteId=${HILLCREST_SITE}&range=year`, hillcrestAdmin)).status).toBe(400);
    expect((await report(`siteId=${HILLCREST_SITE}&itemId=${X}`, hillcrestAdmin)).status).toBe(400);
    // Grant the site's followers group (spec 3 §3): a member of it may read the reports.
    const group = await t.db
      .selectFrom('group_members')
      .innerJoin('groups', 'groups.id', 'group_members.group_id')
      .select('groups.id')
      .where('group_members.username', '=', 'user_hillcrest')
      .executeTakeFirstOrThrow();
    const properties = {
      followersGroupId: group.id,
      telemetry: { arcgis: { access: { followersGroupId: { updatedAt: 1, updatedBy: 'admin_hillcrest' } } } },
    };
    await t.db
      .updateTable('items')
      .set({ properties: JSON.stringify(properties), modified: Date.now() })
      .where('id', '=', HILLCREST_SITE)
      .execute();
    expect((await report(`siteId=${HILLCREST_SITE}`, hillcrestUser)).status).toBe(200);
    expect((await report(`siteId=${HILLCREST_SITE}`, riversideAdmin)).status).toBe(403);
  });

  it('forgets events older than the retention, and only those', async () => {
    const count = async (where: 'old' | 'all') => {
      const cutoff = Date.now() - 30 * DAY;
      const query = t.db.selectFrom('telemetry_events').select((eb) => eb.fn.countAll<number>().as('n'));
      const row = await (where === 'old' ? query.where('occurred', '<', cutoff) : query).executeTakeFirstOrThrow();
      return Number(row.n);
    };
    const [old, all] = [await count('old'), await count('all')];
    expect(old).toBeGreaterThan(0);
    expect(await pruneTelemetry(t.db, 30, Date.now())).toBe(old);
    expect([await count('old'), await count('all')]).toEqual([0, all - old]);
  });

  it('tells administrators what the queue stored and dropped, and no one else', async () => {
    const res = await t.app.request('/api/telemetry/v1/status', { headers: bearer(riversideAdmin) });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ queued: 0, dropped: 0, failed: 0, stored: 8 });
    expect((await t.app.request('/api/telemetry/v1/status')).status).toBe(403);
    expect((await t.app.request('/api/telemetry/v1/status', { headers: bearer(riversideMember) })).status).toBe(403);
  });
});
