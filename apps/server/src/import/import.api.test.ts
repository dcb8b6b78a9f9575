import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { bearer, signIn } from '../testing/signIn.ts';
import { loadReplayOrg, type ReplayOrg } from '../testing/replayPortal/loadReplayOrg.ts';
import { startReplayPortal, type ReplayPortal } from '../testing/replayPortal/startReplayPortal.ts';
import { importProgress } from './importProgress.ts';
import { runImport, type ImportResult } from './runImport.ts';
import { renderedPage, startSiteRenderer, type SiteRenderer } from './testing/siteRenderer.ts';

// Issue 41 item 3: `npm run import` of the replayed ArcGIS Online org (recorded hub.js and arcgis-rest-js responses,
// testdata/arcgis) into Plaza — the demo's database, where the org, its users and its ids are all new.
const TOKEN = 'replay-admin-token';
const SITE = 'db1148fef49a484b9aa11c4351acc176';
const SITE_TYPES = ['Hub Site Application', 'Site Application'];

describe('importing an ArcGIS organisation', () => {
  let t: TestApp;
  let org: ReplayOrg;
  let replay: ReplayPortal;
  let first: ImportResult;
  let lines: string[];
  const clock = { now: 1_790_000_000_000 };

  const run = (dryRun = false): Promise<ImportResult> => {
    lines = [];
    return runImport(t.db, {
      source: { portal: replay.portalUrl, token: TOKEN, fetch },
      scope: { kind: 'org' },
      dryRun,
      baseDomain: t.config.baseDomain,
      progress: importProgress((text) => lines.push(text), false),
      now: () => clock.now,
    });
  };
  const plaza = async (path: string): Promise<Record<string, unknown>> => {
    const token = await signIn(t, 'jsmith');
    return (await (await t.app.request(`/sharing/rest/${path}`, { headers: bearer(token) })).json()) as Record<
      string,
      unknown
    >;
  };

  beforeAll(async () => {
    t = await createTestApp();
    org = loadReplayOrg('dc');
    replay = await startReplayPortal({ org });
    first = await run();
  });
  afterAll(async () => {
    await replay.close();
    await t.close();
  });

  it('copies as many sites, pages, initiatives, projects, items and groups as the source holds', async () => {
    const source = org.items.map(({ item }) => String(item.type));
    const count = (types: readonly string[]) => source.filter((type) => types.includes(type)).length;
    const orgId = String(org.portal.id);
    const items = (await plaza(`search?f=json&num=100&q=${encodeURIComponent(`orgid:${orgId}`)}`)) as {
      total: number;
      results: { id: string; type: string }[];
    };
    const plazaCount = (types: readonly string[]) => items.results.filter((r) => types.includes(r.type)).length;
    expect(items.total).toBe(org.items.length);
    expect(plazaCount(SITE_TYPES)).toBe(count(SITE_TYPES));
    expect(plazaCount(['Hub Page', 'Site Page'])).toBe(count(['Hub Page', 'Site Page']));
    expect(plazaCount(['Hub Initiative'])).toBe(count(['Hub Initiative']));
    expect(plazaCount(['Hub Project'])).toBe(count(['Hub Project']));
    const groups = (await plaza(`community/groups?f=json&num=100&q=${encodeURIComponent(`orgid:${orgId}`)}`)) as {
      total: number;
    };
    expect(groups.total).toBe(org.groups.length);
    expect(first.report.counts.items.create).toBe(org.items.length);
    expect(lines).toContain(`[${lines.length}/${lines.length}] item Mock Project: create\n`);
  });

  it('keeps free portal ids, gives odd ones new ids, and points references at them', async () => {
    expect(first.plan.items.find((i) => i.sourceId === SITE)?.targetId).toBe(SITE);
    const webMap = first.plan.items.find((i) => i.sourceId === '4bc');
    expect(webMap?.idChanged).toBe(true);
    expect(webMap?.targetId).toMatch(/^[0-9a-f]{32}$/);
    expect(first.report.idChanges).toContain(`item "DS Plans" 4bc → ${webMap?.targetId}`);
    const webMapData = await plaza(`content/items/${webMap?.targetId}/data?f=json`);
    expect(webMapData).toEqual({ source: '3ef', values: { key: 'value' } });
  });

  it('stores each model migrated by core, with the fields Plaza does not know kept', async () => {
    const site = (await plaza(`content/items/${SITE}/data?f=json`)) as { values: Record<string, unknown> };
    expect(site.values.headerSass).toEqual(expect.stringContaining('.custom-header'));
    expect(site.values.defaultHostname).toBe(`bdd-dc.${t.config.baseDomain}`);
    const item = (await plaza(`content/items/${SITE}?f=json`)) as {
      properties: { schemaVersion: number };
      typeKeywords: string[];
    };
    expect(item.properties.schemaVersion).toBeGreaterThan(1);
    expect(item.typeKeywords).toContain('hubsubdomain|bdd');
    const fake = first.plan.items.find((i) => i.sourceId === '00c77674e43cf4bbd9ecad5189b3f1fdc')!;
    const fakeData = (await plaza(`content/items/${fake.targetId}/data?f=json`)) as { permissions: unknown[] };
    expect(fakeData.permissions).toEqual(
      expect.arrayContaining([{ permission: 'hub:site:delete', collaborationType: 'user', collaborationId: 'vader' }]),
    );
  });

  it('copies resources, thumbnails and shares', async () => {
    const resources = (await plaza(`content/items/${SITE}/resources?f=json`)) as { resources: { resource: string }[] };
    expect(resources.resources.map((r) => r.resource).sort()).toEqual([
      'image/banner.jpg',
      'image/logo.jpg',
      'text/desc.txt',
    ]);
    const thumbnail = await t.app.request(`/sharing/rest/content/items/${SITE}/info/thumbnail/ago_downloaded.png`);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/png');
    const shared = (await plaza(`content/groups/22f49221a9404cc7b3122f488120d513/search?f=json&num=100`)) as {
      results: { id: string }[];
    };
    expect(shared.results.map((r) => r.id).sort()).toEqual([
      '8d37647291dd42deab032cfb1b57509c',
      '9a2fea7edecc47eb9818b4f5a220ee71',
    ]);
    const members = (await plaza('community/groups/484d8c5d805e4029a21898319a24039f/users?f=json')) as {
      owner: string;
      admins: string[];
      users: string[];
    };
    expect(members.owner).toBe('dcadminqa');
    expect(members.admins).toContain('jsmith');
    expect(members.users).toContain('collabadmin7');
  });

  it('copies nothing new on a second run, and writes what changed at the source', async () => {
    const again = await run();
    expect(again.report.counts.items).toEqual({ create: 0, update: 0, unchanged: org.items.length });
    expect(again.report.counts.groups).toEqual({ create: 0, update: 0, unchanged: org.groups.length });
    expect(again.report.counts.accounts.create + again.report.counts.accounts.update).toBe(0);
    const pdf = org.items.find(({ item }) => item.id === '8d37647291dd42deab032cfb1b57509c')!;
    pdf.item.title = 'PDF Item (revised)';
    pdf.item.modified = Number(pdf.item.modified) + 1000;
    clock.now += 60_000;
    const third = await run();
    expect(third.report.counts.items).toEqual({ create: 0, update: 1, unchanged: org.items.length - 1 });
    expect(((await plaza('content/items/8d37647291dd42deab032cfb1b57509c?f=json')) as { title: string }).title).toBe(
      'PDF Item (revised)',
    );
  });

  it('prints a dry run without writing anything', async () => {
    const enterprise = await runImport(t.db, {
      source: { portal: replay.enterprisePortalUrl, token: 'replay-enterprise-token', fetch },
      scope: { kind: 'org' },
      dryRun: true,
      baseDomain: t.config.baseDomain,
      progress: importProgress(() => undefined, false),
    });
    expect(enterprise.report.dryRun).toBe(true);
    expect(enterprise.report.counts.sites.create).toBe(1);
    expect(enterprise.report.notes).toEqual(
      expect.arrayContaining([expect.stringContaining('live in the source hub services')]),
    );
    const found = await t.app.request(`/sharing/rest/portals/${enterprise.plan.org.targetId}?f=json`);
    expect(((await found.json()) as { error?: unknown }).error).toBeDefined();
  });

  describe('the imported sites', () => {
    let renderer: SiteRenderer;
    beforeAll(async () => {
      renderer = await startSiteRenderer(t);
    }, 180_000);
    afterAll(() => renderer?.close());

    it('each renders on its Plaza hostname with its layout, theme and catalog', async () => {
      const base = t.config.baseDomain;
      const home = await renderedPage(renderer, `http://bdd-dc.${base}/`);
      expect(home.status).toBe(200);
      expect(home.html).toContain('BDD - Gold Standard Site');
      // The recorded layout's cards (a web map card, the event list card) and theme (header colour).
      expect(home.html).toContain('<h2 class="card__title">New Map</h2>');
      expect(home.html).toContain('List of Upcoming Events');
      expect(home.html).toContain('--site-header-bg:#1c66a6');
      const search = await renderedPage(renderer, `http://bdd-dc.${base}/search`);
      expect(search.status).toBe(200);
      expect(search.html).toContain('PDF Item');
      const march = await renderedPage(renderer, `http://314-march-update-dc.${base}/`);
      expect(march.status).toBe(200);
      expect(march.html).toContain('Dataset Type Items');
      const fake = await renderedPage(renderer, `http://site-org-dc.${base}/`);
      expect(fake.status).toBe(200);
      expect(fake.html).toContain('Fake Site');
    }, 120_000);

    it("renders the Enterprise portal's site at its path on Plaza's host, with its layout, theme and catalog", async () => {
      // Enterprise has no url key and no domain service: its site is `{portal}/apps/sites/#/{subdomain}`, found by
      // its `hubsubdomain|` keyword (hub.js `_lookupPortal`). Its subdomain, bdd, is also the ArcGIS Online org's.
      const enterprise = await runImport(t.db, {
        source: { portal: replay.enterprisePortalUrl, token: 'replay-enterprise-token', fetch },
        scope: { kind: 'org' },
        dryRun: false,
        baseDomain: t.config.baseDomain,
        progress: importProgress(() => undefined, false),
      });
      const site = enterprise.plan.items.find((i) => i.source.record.type === 'Site Application')!;
      const pdf = enterprise.plan.items.find((i) => i.source.record.type === 'PDF')!;
      expect(site.targetId).not.toBe(SITE);
      const base = t.config.baseDomain;
      const item = (await plaza(`content/items/${site.targetId}?f=json`)) as { url: string };
      expect(item.url).toBe(`http://${base}/apps/sites/#/bdd`);
      const home = await renderedPage(renderer, `http://${base}/apps/sites/bdd`);
      expect(home.status).toBe(200);
      // The site loaded is the Enterprise org's copy (its new id), not the ArcGIS Online org's bdd.
      expect(home.html).toContain(`/sharing/rest/content/items/${site.targetId}/info/thumbnail/`);
      expect(home.html).not.toContain(`/sharing/rest/content/items/${SITE}/`);
      expect(home.html).toContain('BDD - Gold Standard Site');
      expect(home.html).toContain('<h2 class="card__title">New Map</h2>');
      expect(home.html).toContain('--site-header-bg:#1c66a6');
      const search = await renderedPage(renderer, `http://${base}/apps/sites/bdd/search`);
      expect(search.status).toBe(200);
      expect(search.html).toContain(pdf.targetId);
      expect(search.html).not.toContain('8d37647291dd42deab032cfb1b57509c');
      // The ArcGIS Online org's bdd keeps its own hostname.
      expect((await renderedPage(renderer, `http://bdd-dc.${base}/`)).html).toContain(SITE);
      const none = await renderedPage(renderer, `http://${base}/apps/sites/nothing`);
      expect(none.status).toBe(404);
    }, 120_000);
  });
});
