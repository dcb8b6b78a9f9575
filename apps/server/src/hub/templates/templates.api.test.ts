import { addItemResource, getItemData } from '@esri/arcgis-rest-portal';
import { ArcGISIdentityManager } from '@esri/arcgis-rest-request';
import {
  createEntity,
  deleteEntity,
  deployTemplate,
  fetchEntity,
  getPortalSelf,
  getSiteIdByHostname,
  HubError,
  saveAsTemplate,
  updateEntity,
  type DeployProgress,
  type EntityWriteOptions,
  type HubSite,
} from '@plaza/core';
import { buildPersonas } from '@plaza/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoItemId } from '../../seed/demoItemId.ts';
import { SEEDED_USERS, signIn } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// Issue 23 (templates, ADR 0178): core's saveAsTemplate and deployTemplate against a listening Plaza — a site and its
// pages saved with their ids as placeholders, deployed under a new name on its own hostname with the ids pointed at
// the new items, shared as chosen; a template whose sources are gone still deploys; a refused or failed deploy
// leaves nothing behind.
let t: TestApp;
let options: EntityWriteOptions;
let source: HubSite;
let pageIds: string[];

const LOGO = '<svg xmlns="http://www.w3.org/2000/svg"><title>Greenway</title></svg>';
const logoOf = (siteId: string) => `${options.portal}/content/items/${siteId}/resources/logo.svg`;

const owned = async () =>
  (await t.db.selectFrom('items').select('id').where('owner', '=', SEEDED_USERS.riverside.publisher).execute()).length;

beforeAll(async () => {
  t = await createTestApp();
  const origin = await t.listen();
  const portal = `${origin}/sharing/rest`;
  const username = SEEDED_USERS.riverside.publisher;
  const authentication = new ArcGISIdentityManager({
    username,
    token: await signIn(t, username),
    tokenExpires: new Date(Date.now() + 3_600_000),
    portal,
  });
  const portalSelf = await getPortalSelf({ portal, authentication });
  options = { portal, authentication, portalSelf, hubUrl: origin, baseDomain: t.config.baseDomain };
  const pages = [
    await createEntity('page', { name: 'Trail map' }, options),
    await createEntity('page', { name: 'Volunteer' }, options),
  ];
  pageIds = pages.map((page) => page.id);
  const created = await createEntity('site', { name: 'Greenway project' }, options);
  await addItemResource({
    id: created.id,
    owner: username,
    name: 'logo.svg',
    content: LOGO,
    portal,
    authentication,
  });
  source = await updateEntity(
    'site',
    {
      ...created,
      theme: { ...created.theme, header: { background: '#0b3d2e', text: '#ffffff' } },
      pages: pages.map((page) => ({ id: page.id, title: page.name, slug: page.slug })),
      layout: {
        ...created.layout,
        header: {
          component: {
            name: 'site-header',
            settings: { ...created.layout.header.component.settings, logoUrl: logoOf(created.id) },
          },
        },
        sections: [{ rows: [{ cards: [{ component: { name: 'page-link', settings: { pageId: pageIds[0] } } }] }] }],
      },
    },
    options,
  );
});
afterAll(async () => {
  await t?.close();
});

describe('templates', () => {
  let templateId: string;

  it('saves a site with its pages as a private template whose ids are placeholders', async () => {
    const template = await saveAsTemplate('site', source.id, { name: 'Project site' }, options);
    templateId = template.id;
    expect(template).toMatchObject({ type: 'Solution', access: 'private', deployedType: 'hubSiteApplication' });
    const data = (await getItemData(template.id, {
      portal: options.portal,
      authentication: options.authentication,
    })) as unknown;
    // What is copied names the items only by placeholders; `itemId` and `dependencies` keep the sources' ids.
    const json = JSON.stringify((data as { templates: { entity: unknown }[] }).templates.map((x) => x.entity));
    for (const id of pageIds) expect(json).toContain(`{{${id}.itemId}}`);
    const withoutPlaceholders = json.replace(/\{\{[0-9a-f]{32}\.itemId\}\}/g, '');
    for (const id of [source.id, ...pageIds]) expect(withoutPlaceholders).not.toContain(id);
    expect(json).not.toContain(source.subdomain);
    expect(data).toMatchObject({
      templates: [
        { kind: 'site', itemId: source.id, dependencies: pageIds },
        { kind: 'page', itemId: pageIds[0] },
        { kind: 'page', itemId: pageIds[1] },
      ],
    });
  });

  it('deploys it as a new public site on its own hostname, its layout pointing at its own new pages', async () => {
    const steps: DeployProgress['step'][] = [];
    const deployed = await deployTemplate(
      templateId,
      { name: 'Riverside Trails', access: 'public' },
      { ...options, onProgress: (p) => steps.push(p.step) },
    );
    expect(steps).toEqual(['check', 'create', 'create', 'create', 'share', 'done']);
    const site = await fetchEntity('site', deployed.id, options);
    expect(site).toMatchObject({ name: 'Riverside Trails', access: 'public', subdomain: 'riverside-trails' });
    expect(site.theme.header).toEqual({ background: '#0b3d2e', text: '#ffffff' });
    const newPages = deployed.created.filter((c) => c.kind === 'page').map((c) => c.id);
    expect(newPages).toHaveLength(2);
    expect(newPages.some((id) => pageIds.includes(id))).toBe(false);
    expect(site.pages.map((p) => p.id)).toEqual(newPages);
    expect(JSON.stringify(site.layout)).toContain(`"pageId":"${newPages[0]}"`);
    for (const id of newPages) expect((await fetchEntity('page', id, options)).access).toBe('public');
    // The site's logo was copied with it, and its header points at the new site's copy.
    expect(JSON.stringify(site.layout)).toContain(logoOf(site.id));
    expect(await (await fetch(logoOf(site.id))).text()).toBe(LOGO);
    // Read with POST too, as ArcGIS answers it (arcgis-rest-js posts unless told otherwise).
    expect(await (await fetch(logoOf(site.id), { method: 'POST' })).text()).toBe(LOGO);
    expect(await getSiteIdByHostname(site.defaultHostname, { hubUrl: options.hubUrl!, isPortal: false })).toBe(site.id);
  });

  it('still deploys once the site and pages it was made from are deleted', async () => {
    for (const id of pageIds) await deleteEntity('page', id, options);
    await deleteEntity('site', source.id, options);
    const deployed = await deployTemplate(templateId, { name: 'Eastside Trails', access: 'private' }, options);
    const site = await fetchEntity('site', deployed.id, options);
    expect(site).toMatchObject({ name: 'Eastside Trails', access: 'private' });
    expect(site.pages).toHaveLength(2);
  });

  it('makes nothing when the caller may not create what it holds, and says which', async () => {
    const before = await owned();
    const refused = await deployTemplate(
      templateId,
      { name: 'Not allowed', access: 'private' },
      { ...options, context: buildPersonas().viewer },
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HubError);
    expect(refused).toMatchObject({ code: 'TEMPLATE_NOT_ALLOWED' });
    expect((refused as Error).message).toContain('a site or a page');
    expect(await owned()).toBe(before);
  });

  it('removes what it made when a step fails half-way', async () => {
    const before = await owned();
    const steps: DeployProgress['step'][] = [];
    // The pages are made first; the site's title is longer than the portal takes, so its addItem is refused.
    const failed = await deployTemplate(
      templateId,
      { name: 'x'.repeat(300), access: 'public' },
      { ...options, onProgress: (p) => steps.push(p.step) },
    ).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(steps).toContain('undo');
    expect(await owned()).toBe(before);
  });

  it('refuses an item that is not a template it can deploy, making nothing', async () => {
    const project = await createEntity('project', { name: 'Not a template' }, options);
    const before = await owned();
    await expect(deployTemplate(project.id, { name: 'Nope', access: 'private' }, options)).rejects.toMatchObject({
      code: 'TEMPLATE_INVALID',
    });
    expect(await owned()).toBe(before);
  });

  it('deploys the demo project site template: its pages, its menu pointing at them, the header saying the new name', async () => {
    const deployed = await deployTemplate(
      demoItemId('riverside', 'template-project-site'),
      { name: 'Mill Road Bridge', access: 'org' },
      options,
    );
    const site = await fetchEntity('site', deployed.id, options);
    const pages = await Promise.all(site.pages.map((link) => fetchEntity('page', link.id, options)));
    expect(pages.map((page) => page.name)).toEqual(['Timeline', 'Get involved']);
    const header = JSON.stringify(site.layout.header);
    expect(header).toContain('"title":"Mill Road Bridge"');
    for (const page of pages) expect(header).toContain(`/pages/${page.slug!.replace('|', '::')}"`);
    expect(JSON.stringify(site)).not.toMatch(/\{\{/);
  });
});
