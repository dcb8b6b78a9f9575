import { getItem, searchItems } from '@esri/arcgis-rest-portal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEventInput } from '../testing/eventsTestKit.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { startReplayPortal, type ReplayPortal } from '../testing/replayPortal/startReplayPortal.ts';

// Issue 41 item 4: with PLAZA_PORTAL_URL set, the portal contract on Plaza's origin is the remote portal's (here the
// replay of recorded ArcGIS Online responses), sign-in is the remote's OAuth, and Plaza's hub services take the
// remote's callers and find its sites.
const SITE = 'db1148fef49a484b9aa11c4351acc176';

describe('connector mode', () => {
  let replay: ReplayPortal;
  let t: TestApp;
  let origin: string;

  beforeAll(async () => {
    replay = await startReplayPortal();
    t = await createTestApp({
      env: {
        PLAZA_PORTAL_URL: replay.portalUrl,
        PLAZA_PORTAL_CLIENT_ID: 'replay-client',
        PLAZA_PORTAL_SITES_DOMAIN: 'hubqa.arcgis.com',
      },
    });
    origin = await t.listen();
  });
  afterAll(async () => {
    await t.close();
    await replay.close();
  });

  it('answers the portal contract from the remote portal, on its own origin', async () => {
    const portal = `${origin}/sharing/rest`;
    const self = (await (await fetch(`${portal}/portals/self?f=json`)).json()) as Record<string, unknown>;
    expect(self).toMatchObject({ id: 'LjjARY1mkhxulWPq', urlKey: 'dc', portalHostname: t.config.baseDomain });
    expect((await getItem(SITE, { portal })).title).toBe('BDD - Gold Standard Site');
    const sites = await searchItems({ portal, q: 'type:"Hub Site Application"', num: 100 });
    expect(sites.total).toBe(3);
    // The remote's own refusal, in the portal envelope.
    await expect(getItem('9a2fea7edecc47eb9818b4f5a220ee71', { portal })).rejects.toThrow(
      /does not exist or is inaccessible/,
    );
  });

  it("signs in through the remote portal's OAuth with the client id registered there", async () => {
    const redirectUri = `${origin}/auth/callback`;
    const authorize = await t.app.request(
      `/sharing/rest/oauth2/authorize?client_id=plaza-web&response_type=code&redirect_uri=${encodeURIComponent(redirectUri)}&state=s1`,
    );
    expect(authorize.status).toBe(302);
    const remote = new URL(authorize.headers.get('location')!);
    expect(remote.href.startsWith(`${replay.portalUrl}/oauth2/authorize`)).toBe(true);
    expect(remote.searchParams.get('client_id')).toBe('replay-client');
    const back = new URL((await fetch(remote, { redirect: 'manual' })).headers.get('location')!);
    expect(back.searchParams.get('state')).toBe('s1');
    const token = (await (
      await t.app.request('/sharing/rest/oauth2/token', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: 'plaza-web',
          grant_type: 'authorization_code',
          code: back.searchParams.get('code')!,
          redirect_uri: redirectUri,
        }).toString(),
      })
    ).json()) as { access_token: string; username: string };
    expect(token.username).toBe('jsmith');
    const me = (await (
      await t.app.request(`/sharing/rest/community/self?f=json&token=${token.access_token}`)
    ).json()) as {
      username: string;
    };
    expect(me.username).toBe('jsmith');
  });

  it("lets the remote portal's callers use Plaza's hub services, asking the remote once a minute", async () => {
    const before = replay.requests.filter((r) => r.endsWith('/sharing/rest/community/self')).length;
    const headers = { authorization: 'Bearer replay-publisher-token', 'content-type': 'application/json' };
    const created = await t.app.request('/api/events/v1/events', {
      method: 'POST',
      headers,
      body: JSON.stringify(buildEventInput({ title: 'Vision Zero walk' })),
    });
    expect(created.status).toBe(201);
    const event = (await created.json()) as { id: string; orgId: string; creator?: string };
    expect(event.orgId).toBe('ljjary1mkhxulwpq');
    const read = await t.app.request(`/api/events/v1/events/${event.id}`, { headers });
    expect(read.status).toBe(200);
    expect(replay.requests.filter((r) => r.endsWith('/sharing/rest/community/self')).length - before).toBe(1);
    const refused = await t.app.request('/api/events/v1/events', { headers: { authorization: 'Bearer not-a-token' } });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: { title: 'Unauthorized', detail: 'Invalid or expired token.' } });
  });

  it("finds a site by the remote's domain service, or else by its subdomain keyword", async () => {
    const base = t.config.baseDomain;
    const byDomain = await t.app.request(`/api/v3/domains/bdd-dc.${base}`);
    expect(byDomain.status).toBe(200);
    expect(await byDomain.json()).toMatchObject({
      id: '146664',
      siteId: SITE,
      hostname: `bdd-dc.${base}`,
      orgKey: 'dc',
    });
    const byKeyword = await t.app.request(`/api/v3/domains/314-march-update-dc.${base}`);
    expect(((await byKeyword.json()) as { siteId: string }).siteId).toBe('ad5bace94384467b8712309ae8b68bfd');
    const none = await t.app.request(`/api/v3/domains/nothing-dc.${base}`);
    expect(none.status).toBe(404);
  });

  it("says hub search and downloads are not available: they read Plaza's own database, not the remote's", async () => {
    const status = (await (await t.app.request('/api/status/v1')).json()) as { services: Record<string, string> };
    expect(status.services).toMatchObject({
      portal: 'online',
      domains: 'online',
      events: 'online',
      'hub-search': 'not-available',
      'hub-downloads': 'not-available',
    });
    // What it would answer: none of the remote's items (the portal search through the gateway finds the PDF).
    const search = await t.app.request('/api/search/v1/collections/all/items?q=PDF');
    expect(search.status).toBe(200);
    const found = (await search.json()) as { numberMatched?: number; features?: unknown[] };
    expect(found.features ?? []).toEqual([]);
  });
});
