import { createItem, getItem, getItemData } from '@esri/arcgis-rest-portal';
import { ArcGISIdentityManager } from '@esri/arcgis-rest-request';
import {
  createEntity,
  deleteEntity,
  fetchEntity,
  getDomainsForSite,
  getPortalSelf,
  getSiteIdByHostname,
  updateEntity,
  type EntityWriteOptions,
} from '@plaza/core';
import { buildLegacySiteModel } from '@plaza/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_USERS, signIn } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// Issue 5 acceptance: @plaza/core's one way to create, fetch, update and delete entities, against a listening
// Plaza — slugs, subdomains, domains and keywords on the cloud edition and on the enterprise edition, and
// 1.0-era site models migrated to 1.8.
let t: TestApp;
let origin: string;
let portal: string;
let base: string;
let cloud: EntityWriteOptions;
let enterprise: EntityWriteOptions;

async function optionsAs(username: string, overrides: Partial<EntityWriteOptions> = {}): Promise<EntityWriteOptions> {
  const token = await signIn(t, username);
  const authentication = new ArcGISIdentityManager({
    username,
    token,
    tokenExpires: new Date(Date.now() + 3_600_000),
    portal,
  });
  const portalSelf = await getPortalSelf({ portal, authentication });
  return { portal, authentication, portalSelf, hubUrl: origin, baseDomain: base, random: () => 0.25, ...overrides };
}

async function domainsOf(siteId: string): Promise<string[]> {
  const rows = await t.db
    .selectFrom('domains')
    .select('hostname')
    .where('site_id', '=', siteId)
    .orderBy('created')
    .execute();
  return rows.map((row) => row.hostname);
}

beforeAll(async () => {
  t = await createTestApp();
  origin = await t.listen();
  portal = `${origin}/sharing/rest`;
  base = t.config.baseDomain;
  cloud = await optionsAs(SEEDED_USERS.riverside.publisher);
  enterprise = await optionsAs(SEEDED_USERS.riverside.admin, { isPortal: true, hubUrl: undefined });
});
afterAll(async () => {
  await t?.close();
});

describe('sites on the cloud edition', () => {
  it('creates two sites with the same name: unique slugs and subdomains, domains registered, keywords right', async () => {
    const first = await createEntity('site', { name: 'Riverside Parks' }, cloud);
    const second = await createEntity('site', { name: 'Riverside Parks' }, cloud);
    expect(first).toMatchObject({
      type: 'Hub Site Application',
      slug: 'riverside|riverside-parks',
      subdomain: 'riverside-parks',
      defaultHostname: `riverside-parks-riverside.${base}`,
      url: `http://riverside-parks-riverside.${base}`,
      owner: SEEDED_USERS.riverside.publisher,
      itemControl: 'admin',
      canEdit: true,
      canDelete: true,
      schemaVersion: 1.8,
    });
    expect(second).toMatchObject({ slug: 'riverside|riverside-parks-1', subdomain: 'riverside-parks-1' });
    expect(first.typeKeywords).toEqual(
      expect.arrayContaining(['Hub Site', 'hubSite', 'hubsubdomain|riverside-parks', 'slug|riverside|riverside-parks']),
    );
    expect(second.typeKeywords).toEqual(expect.arrayContaining(['hubsubdomain|riverside-parks-1']));
    expect(await domainsOf(first.id)).toEqual([`riverside-parks-riverside.${base}`]);
    expect(await domainsOf(second.id)).toEqual([`riverside-parks-1-riverside.${base}`]);
    expect(await getSiteIdByHostname(`riverside-parks-1-riverside.${base}`, { hubUrl: origin, isPortal: false })).toBe(
      second.id,
    );
    expect(first.theme.button).toEqual({ background: '#0079c1', text: '#ffffff' });
    expect(first.catalog.schemaVersion).toBe(1);
  });

  it('fetches by id, by slug and by org::slug', async () => {
    const site = await createEntity('site', { name: 'Trails' }, cloud);
    for (const identifier of [site.id, 'riverside|trails', 'riverside::trails', 'trails']) {
      expect((await fetchEntity('site', identifier, cloud)).id).toBe(site.id);
    }
    // Anonymous readers find nothing of a private site, by id or by slug.
    await expect(fetchEntity('site', 'riverside::trails', { portal })).rejects.toMatchObject({
      code: 'ENTITY_NOT_FOUND',
    });
    await expect(fetchEntity('site', site.id, { portal })).rejects.toMatchObject({ code: 'ENTITY_NOT_FOUND' });
  });

  it('updates: cleared summary, moved subdomain, custom hostname, domains following', async () => {
    const site = await createEntity('site', { name: 'Lakes', summary: 'All the lakes', tags: ['water'] }, cloud);
    const saved = await updateEntity(
      'site',
      {
        ...site,
        name: 'Lakes and Ponds',
        summary: '',
        tags: [],
        subdomain: 'lakes-ponds',
        customHostname: 'Lakes.Example.org',
      },
      cloud,
    );
    expect(saved).toMatchObject({
      name: 'Lakes and Ponds',
      summary: '',
      tags: [],
      subdomain: 'lakes-ponds',
      defaultHostname: `lakes-ponds-riverside.${base}`,
      customHostname: 'lakes.example.org',
      url: 'http://lakes.example.org',
      slug: 'riverside|lakes',
    });
    expect(saved.typeKeywords).toContain('hubsubdomain|lakes-ponds');
    expect(saved.typeKeywords).not.toContain('hubsubdomain|lakes');
    expect(await domainsOf(site.id)).toEqual([`lakes-ponds-riverside.${base}`, 'lakes.example.org']);
    const raw = await getItem(site.id, { portal, authentication: cloud.authentication as ArcGISIdentityManager });
    expect(raw.snippet ?? '').toBe('');
  });

  it('keeps slugs unique on update, letting a site keep its own', async () => {
    await createEntity('site', { name: 'Ponds' }, cloud);
    const site = await createEntity('site', { name: 'Meadows' }, cloud);
    expect((await updateEntity('site', { ...site, slug: 'ponds' }, cloud)).slug).toBe('riverside|ponds-1');
    const again = await fetchEntity('site', 'riverside::ponds-1', cloud);
    expect((await updateEntity('site', { ...again, slug: 'riverside::ponds-1', name: 'Meadows 2' }, cloud)).slug).toBe(
      'riverside|ponds-1',
    );
  });

  it('deletes a site and its domains', async () => {
    const site = await createEntity('site', { name: 'Gone soon', customHostname: 'gone.example.org' }, cloud);
    expect(await domainsOf(site.id)).toHaveLength(2);
    await deleteEntity('site', site.id, cloud);
    expect(await domainsOf(site.id)).toEqual([]);
    await expect(fetchEntity('site', site.id, cloud)).rejects.toMatchObject({ code: 'ENTITY_NOT_FOUND' });
    await expect(getSiteIdByHostname('gone.example.org', { hubUrl: origin, isPortal: false })).rejects.toMatchObject({
      code: 'SITE_NOT_FOUND',
      message: 'site not found',
    });
  });

  it('keeps another org out of a site and its domains', async () => {
    const site = await createEntity('site', { name: 'Private garden' }, cloud);
    const hillcrest = await optionsAs(SEEDED_USERS.hillcrest.admin);
    await expect(fetchEntity('site', site.id, hillcrest)).rejects.toMatchObject({ code: 'ENTITY_NOT_FOUND' });
    await expect(updateEntity('site', { ...site, name: 'Mine now' }, hillcrest)).rejects.toMatchObject({
      code: 'ENTITY_NOT_FOUND',
    });
    expect(
      await getDomainsForSite(site.id, { hubUrl: origin, isPortal: false, authentication: hillcrest.authentication }),
    ).toEqual([]);
  });
});

describe('sites on the enterprise edition', () => {
  it('creates two sites with the same name: Site Application, hubsubdomain keyword, portal url, no domains', async () => {
    const first = await createEntity('site', { name: 'Harbour' }, enterprise);
    const second = await createEntity('site', { name: 'Harbour' }, enterprise);
    expect(first).toMatchObject({
      type: 'Site Application',
      slug: 'riverside|harbour',
      subdomain: 'harbour',
      defaultHostname: '',
      url: `${origin}/apps/sites/#/harbour`,
    });
    expect(second).toMatchObject({
      slug: 'riverside|harbour-1',
      subdomain: 'harbour-1',
      url: `${origin}/apps/sites/#/harbour-1`,
    });
    expect(first.typeKeywords).toEqual(expect.arrayContaining(['Hub Site', 'hubSite', 'hubsubdomain|harbour']));
    expect(await domainsOf(first.id)).toEqual([]);
    expect(await domainsOf(second.id)).toEqual([]);
  });

  it('fetches by id, slug and org::slug, updates and deletes without the domain service', async () => {
    const site = await createEntity('site', { name: 'Docks' }, enterprise);
    for (const identifier of [site.id, 'riverside|docks', 'riverside::docks']) {
      expect((await fetchEntity('site', identifier, enterprise)).id).toBe(site.id);
    }
    const saved = await updateEntity('site', { ...site, subdomain: 'harbour' }, enterprise);
    expect(saved).toMatchObject({ subdomain: 'harbour-2', url: `${origin}/apps/sites/#/harbour-2` });
    await deleteEntity('site', site.id, enterprise);
    await expect(fetchEntity('site', site.id, enterprise)).rejects.toMatchObject({ code: 'ENTITY_NOT_FOUND' });
  });

  it('refuses a custom hostname with the enterprise guard and leaves nothing behind', async () => {
    await expect(
      createEntity('site', { name: 'Pier', customHostname: 'pier.example.org' }, enterprise),
    ).rejects.toThrow(
      'addDomain is not available in the enterprise edition. Instead, edit the hubdomain typekeyword on the item',
    );
    await expect(fetchEntity('site', 'riverside::pier', enterprise)).rejects.toMatchObject({
      code: 'ENTITY_NOT_FOUND',
    });
  });
});

describe('schema migration against the portal', () => {
  it('reads a 1.0-era site as 1.8 and writes it back at 1.8', async () => {
    const legacy = buildLegacySiteModel();
    const authentication = cloud.authentication as ArcGISIdentityManager;
    const { id } = await createItem({
      item: {
        title: legacy.item.title,
        type: legacy.item.type,
        typeKeywords: legacy.item.typeKeywords,
        text: JSON.stringify(legacy.data),
      },
      portal,
      authentication,
    });
    const site = await fetchEntity('site', id, cloud);
    expect(site).toMatchObject({
      schemaVersion: 1.8,
      subdomain: 'old-parks',
      uiVersion: '2.4',
      feeds: { dcatUS11: { title: '{{name}}' } },
      features: { 'hub:site:feature:follow': true, 'hub:site:feature:discussions': true },
    });
    // An org home site's legacy catalog (`{ groups, orgId }`) searches its organisation, as the reference reads it.
    expect(site.catalog.scopes.item?.filters).toEqual([
      { operation: 'AND', predicates: [{ orgid: ['org1'] }, { type: { not: ['Code Attachment'] } }] },
    ]);
    expect(site.layout.footer.component.settings.footerType).toBe('none');

    await updateEntity('site', { ...site, name: 'Old Parks (migrated)' }, cloud);
    const stored = await getItem(id, { portal, authentication });
    expect(stored.properties).toMatchObject({ schemaVersion: 1.8 });
    const data = (await getItemData(id, { portal, authentication })) as {
      values: Record<string, unknown>;
      catalog: unknown;
    };
    // Only what was edited is written (issue 41): the legacy DCAT settings and catalog stay as the reference keeps them.
    expect(data.values.dcatConfig).toEqual({ title: '{{name}}' });
    expect(data.catalog).toEqual({ groups: ['0123456789abcdef0123456789abcdef'], orgId: 'org1' });
    // Its hostname was never registered: the update repaired that.
    expect(await domainsOf(id)).toEqual(['old-parks-riverside.hub.test']);
  });
});

describe('other kinds', () => {
  it('creates, fetches by slug, updates and deletes a project with its status keyword', async () => {
    const project = await createEntity('project', { name: 'New Trail', status: 'inProgress' }, cloud);
    expect(project.typeKeywords).toEqual(
      expect.arrayContaining(['Hub Project', 'status|inProgress', 'slug|riverside|new-trail']),
    );
    expect((await fetchEntity('project', 'riverside::new-trail', cloud)).status).toBe('inProgress');
    const saved = await updateEntity('project', { ...project, status: 'complete' }, cloud);
    expect(saved.typeKeywords.filter((k) => k.startsWith('status|'))).toEqual(['status|complete']);
    await deleteEntity('project', 'riverside::new-trail', cloud);
    await expect(fetchEntity('project', project.id, cloud)).rejects.toMatchObject({ code: 'ENTITY_NOT_FOUND' });
  });

  it('creates a page and an initiative with their defaults', async () => {
    const page = await createEntity('page', { name: 'About us' }, cloud);
    expect(page).toMatchObject({ type: 'Hub Page', schemaVersion: 1, view: { showMap: true } });
    const initiative = await createEntity('initiative', { name: 'Clean Water' }, cloud);
    expect(initiative).toMatchObject({ type: 'Hub Initiative', status: 'notStarted', schemaVersion: 2 });
    expect(initiative.typeKeywords).toEqual(expect.arrayContaining(['hubInitiativeV2', 'status|notStarted']));
  });
});
