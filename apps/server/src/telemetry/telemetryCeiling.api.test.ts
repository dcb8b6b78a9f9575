import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoItemId } from '../seed/demoItemId.ts';
import { bearer, signIn } from '../testing/signIn.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';

// Issue 40 item 7: telemetry had no global ceiling (30 addresses × 260 batches stored 78,000 events in 87 s). Each
// site stores at most its hourly budget and all sites together theirs, however many addresses send; the excess is
// dropped and counted, never stored (ADR 0186). Small ceilings here: 30 events a site, 50 in all, an hour.
const RIVERSIDE_SITE = demoItemId('riverside', 'site-open-data');
const HILLCREST_SITE = demoItemId('hillcrest', 'site-county-data');

let t: TestApp;
/** What the demo data stored before (its own page views). */
let before: { riverside: number; hillcrest: number };

beforeAll(async () => {
  t = await createTestApp({
    env: {
      PLAZA_TRUST_PROXY: 'true',
      PLAZA_TELEMETRY_SITE_EVENTS_PER_HOUR: '30',
      PLAZA_TELEMETRY_EVENTS_PER_HOUR: '50',
    },
  });
  // Hillcrest's demo organisation counts no one: it takes part here, as a second site.
  await t.db
    .updateTable('orgs')
    .set({ properties: JSON.stringify({ tracking: { enabled: true }, alphaOrgs: [], betaOrgs: [] }) })
    .where('url_key', '=', 'hillcrest')
    .execute();
  before = { riverside: await stored(RIVERSIDE_SITE), hillcrest: await stored(HILLCREST_SITE) };
});
afterAll(async () => {
  await t?.close();
});

/** A batch of ten page views of one visitor, sent from its own address (behind the trusted proxy). */
async function send(siteId: string, address: number): Promise<{ accepted: number; dropped: number }> {
  const visitor = `6f1c2a9e-4b7d-4c1e-9a0b-${String(address).padStart(12, '0')}`;
  const res = await t.app.request('/api/telemetry/v1/events', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${address}` },
    body: JSON.stringify({
      siteId,
      visitorId: visitor,
      sessionId: visitor,
      userType: 'anonymous',
      events: Array.from({ length: 10 }, (_, i) => ({ eventType: 'pageView', path: `/pages/${i}` })),
    }),
  });
  expect(res.status).toBe(202);
  return (await res.json()) as { accepted: number; dropped: number };
}

async function stored(siteId: string): Promise<number> {
  await t.telemetry.flush();
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from telemetry_events where site_id = ${siteId}`.execute(t.db);
  return rows[0]!.n;
}

describe('the telemetry ceiling', () => {
  it("stores a site's hourly budget and no more, from 30 addresses at once", async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => send(RIVERSIDE_SITE, i + 1)));
    expect(answers.reduce((sum, a) => sum + a.accepted, 0)).toBe(30);
    expect(answers.reduce((sum, a) => sum + a.dropped, 0)).toBe(270);
    expect(await stored(RIVERSIDE_SITE)).toBe(before.riverside + 30);
  });

  it("stores no more than the deployment's budget across sites, and gives a refused batch back to its site", async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => send(HILLCREST_SITE, i + 100)));
    expect(answers.map((a) => a.accepted).sort()).toEqual([0, 0, 0, 10, 10]);
    expect(await stored(HILLCREST_SITE)).toBe(20);
    expect(await stored(RIVERSIDE_SITE)).toBe(before.riverside + 30);
  });

  it('tells administrators what the ceiling stored and dropped', async () => {
    const admin = await signIn(t, 'admin_riverside');
    const res = await t.app.request('/api/telemetry/v1/status', { headers: bearer(admin) });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { ceiling: unknown }).ceiling).toEqual({ stored: 50, dropped: 300, sitesDropped: 2 });
  });
});
