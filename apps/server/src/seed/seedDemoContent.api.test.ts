import {
  fetchEntity,
  getSiteIdByHostname,
  hubSearch,
  lookupDomain,
  PortalRequestError,
  portalRequest,
} from '@plaza/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../testing/signIn.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { demoItemId } from './demoItemId.ts';
import { DEMO_ITEMS } from './demoItems.ts';

// The demo content (issue 8) as @plaza/core reads it from a listening Plaza: what the seed writes is what the core reads.
let t: TestApp;
let origin: string;
let portal: string;

beforeAll(async () => {
  t = await createTestApp();
  origin = await t.listen();
  portal = `${origin}/sharing/rest`;
});
afterAll(() => t.close());

const RIVERSIDE_SITE = demoItemId('riverside', 'site-open-data');

describe('the demo content', () => {
  it('gives Riverside a public site with its theme, header, home layout, two pages and a catalog', async () => {
    const site = await fetchEntity('site', RIVERSIDE_SITE, { portal });
    expect(site).toMatchObject({ name: 'Riverside Open Data', access: 'public', subdomain: 'data', isHubHome: true });
    expect(site.defaultHostname).toBe(`data-riverside.${t.config.baseDomain}`);
    expect(site.typeKeywords).toContain('hubsubdomain|data');
    expect(site.theme.header.background).toBe('#0b3d4a');
    expect(site.layout.header.component.settings).toMatchObject({ title: 'Riverside Open Data' });
    expect(site.layout.sections.length).toBeGreaterThanOrEqual(4);
    expect(site.pages.map((p) => p.slug)).toEqual(['riverside|parks-and-trails', 'riverside|about-the-data']);
    expect(site.catalog.scopes.item?.filters).toEqual([{ predicates: [{ orgid: site.orgId }] }]);
    expect(site.catalog.collections.map((c) => c.key)).toContain('dataset');
  });

  it('registers the sites in the domain service', async () => {
    const hubUrl = origin;
    expect(await getSiteIdByHostname(`data-riverside.${t.config.baseDomain}`, { hubUrl, isPortal: false })).toBe(
      RIVERSIDE_SITE,
    );
    const hillcrest = await lookupDomain(`data-hillcrest.${t.config.baseDomain}`, { hubUrl, isPortal: false });
    expect(hillcrest.siteId).toBe(demoItemId('hillcrest', 'site-county-data'));
  });

  it('gives the pages layouts and the projects and initiatives their status, by slug', async () => {
    const page = await fetchEntity('page', 'riverside::parks-and-trails', { portal });
    expect(page.layout.sections.length).toBe(4);
    type Layout = { sections: { rows: { cards: { component: { name: string } }[] }[] }[] };
    const cards = (page.layout as Layout).sections.flatMap((s) =>
      s.rows.flatMap((r) => r.cards.map((c) => c.component.name)),
    );
    expect(cards).toContain('event-list-card');
    const project = await fetchEntity('project', 'riverside::riverbank-restoration', { portal });
    expect(project.status).toBe('inProgress');
    const initiative = await fetchEntity('initiative', 'riverside::greener-riverside', { portal });
    expect(initiative.typeKeywords).toContain('hubInitiativeV2');
  });

  it('shows anonymous visitors the public items only, of every family, with thumbnails', async () => {
    const publicRiverside = DEMO_ITEMS.filter((i) => i.org === 'riverside' && i.access === 'public');
    const page = await hubSearch(
      {
        targetEntity: 'item',
        filters: [{ predicates: [{ orgid: (await fetchEntity('site', RIVERSIDE_SITE, { portal })).orgId ?? '' }] }],
        num: 100,
        aggFields: ['type'],
      },
      { requestOptions: { portal } },
    );
    // The public catalog items, the site and its two pages, the tree survey (its answers layer is private).
    expect(page.total).toBe(publicRiverside.length + 4);
    // Pages are of the document family, as the reference's getFamily has it (ADR 0203).
    expect(new Set(page.results.map((r) => r.family))).toEqual(
      new Set(['dataset', 'map', 'app', 'document', 'project', 'initiative', 'site', 'discussion', 'feedback']),
    );
    expect(page.results.every((r) => r.links.thumbnail)).toBe(true);
    const thumbnail = await fetch(page.results[0]!.links.thumbnail!);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/svg+xml');
    expect(await thumbnail.text()).toMatch(/^<svg /);
  });

  it('keeps org-only and private items from anonymous visitors, and shows org items to members', async () => {
    const orgOnly = demoItemId('riverside', 'staff-directory');
    const privateItem = demoItemId('riverside', 'tree-inspections-draft');
    const anonymous = (id: string) =>
      portalRequest(`content/items/${id}`, { portal }).then(
        () => 'visible',
        (e: unknown) => (e instanceof PortalRequestError ? e.status : e),
      );
    expect(await anonymous(orgOnly)).toBe(404);
    expect(await anonymous(privateItem)).toBe(404);
    const token = await signIn(t, 'viewer_riverside');
    const asViewer = await portalRequest<{ title: string }>(`content/items/${orgOnly}`, { portal, params: { token } });
    expect(asViewer.title).toBe('Staff Directory');
  });

  it('gives Hillcrest a smaller site', async () => {
    const site = await fetchEntity('site', demoItemId('hillcrest', 'site-county-data'), { portal });
    expect(site.name).toBe('Hillcrest County Data');
    expect(site.pages).toEqual([]);
  });
});
