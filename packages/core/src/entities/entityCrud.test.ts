import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EnterpriseUnsupportedError } from '../errors/EnterpriseUnsupportedError.ts';
import { buildEntityWriteOptions } from '../testing/buildEntityModels.ts';
import { createFakeItemPortal, FAKE_HUB, type FakeItemPortal } from '../testing/createFakeItemPortal.ts';
import { entityOptionsFromContext } from './common/entityOptionsFromContext.ts';
import { createEntity } from './createEntity.ts';
import { deleteEntity } from './deleteEntity.ts';
import { fetchEntity } from './fetchEntity.ts';
import { updateEntity } from './updateEntity.ts';

let fake: FakeItemPortal;
beforeEach(() => {
  fake = createFakeItemPortal();
  vi.stubGlobal('fetch', fake.fetch);
});
afterEach(() => vi.unstubAllGlobals());

const cloud = buildEntityWriteOptions({ baseDomain: 'hub.test' });
const enterprise = buildEntityWriteOptions({ isPortal: true, hubUrl: undefined });

describe('sites on the cloud edition', () => {
  it('creates two sites with the same name: unique slugs and subdomains, domains registered, keywords and url', async () => {
    const first = await createEntity('site', { name: 'Parks & Trails' }, cloud);
    const second = await createEntity('site', { name: 'Parks & Trails' }, cloud);
    expect(first).toMatchObject({
      type: 'Hub Site Application',
      slug: 'riverside|parks-trails',
      subdomain: 'parks-trails',
      defaultHostname: 'parks-trails-riverside.hub.test',
      url: 'https://parks-trails-riverside.hub.test',
      orgUrlKey: 'riverside',
      schemaVersion: 1.8,
      canEdit: true,
    });
    expect(second).toMatchObject({ slug: 'riverside|parks-trails-1', subdomain: 'parks-trails-1' });
    expect(first.typeKeywords).toEqual(
      expect.arrayContaining(['Hub Site', 'hubSite', 'hubsubdomain|parks-trails', 'slug|riverside|parks-trails']),
    );
    expect(fake.domains.map((d) => [d.hostname, d.siteId])).toEqual([
      ['parks-trails-riverside.hub.test', first.id],
      ['parks-trails-1-riverside.hub.test', second.id],
    ]);
    expect(fake.domains[0]).toMatchObject({
      orgId: 'org1',
      orgKey: 'riverside',
      orgTitle: 'Riverside',
      siteTitle: 'Parks & Trails',
      sslOnly: true,
    });
    expect(first.theme.body.link).toBe('#0079c1');
  });

  it('fetches by id, by slug, by org::slug and by a bare slug of the caller org', async () => {
    const site = await createEntity('site', { name: 'Parks' }, cloud);
    for (const identifier of [site.id, 'riverside|parks', 'riverside::parks', 'parks']) {
      expect((await fetchEntity('site', identifier, cloud)).id).toBe(site.id);
    }
    await expect(fetchEntity('site', 'riverside::nothing', cloud)).rejects.toMatchObject({ code: 'ENTITY_NOT_FOUND' });
    await expect(fetchEntity('site', '0'.repeat(32), cloud)).rejects.toMatchObject({ code: 'ENTITY_NOT_FOUND' });
    await expect(fetchEntity('page', site.id, cloud)).rejects.toMatchObject({ code: 'ENTITY_NOT_FOUND' });
  });

  it('updates: sends clearEmptyFields for an emptied summary, moves domains with the subdomain, adds a custom hostname', async () => {
    const site = await createEntity('site', { name: 'Parks', summary: 'All parks' }, cloud);
    const saved = await updateEntity(
      'site',
      { ...site, summary: '', subdomain: 'green', customHostname: 'Parks.Riverside.gov' },
      cloud,
    );
    const update = fake.calls.find((c) => c.path.endsWith('/update'));
    expect(update?.params.clearEmptyFields).toBe('true');
    expect(saved).toMatchObject({
      summary: '',
      subdomain: 'green',
      defaultHostname: 'green-riverside.hub.test',
      customHostname: 'parks.riverside.gov',
      url: 'https://parks.riverside.gov',
    });
    expect(saved.typeKeywords).toContain('hubsubdomain|green');
    expect(fake.domains.map((d) => d.hostname).sort()).toEqual(['green-riverside.hub.test', 'parks.riverside.gov']);
  });

  it('gives a site with a custom hostname its own OAuth app, and moves its callbacks with the hostnames', async () => {
    const plain = await createEntity('site', { name: 'Plain' }, cloud);
    expect(plain.clientId).toBeUndefined();
    expect(fake.apps.size).toBe(0);
    const site = await updateEntity('site', { ...plain, customHostname: 'data.riverside.gov' }, cloud);
    expect(site.clientId).toBe('app1');
    expect(fake.apps.get('app1')).toEqual({
      itemId: site.id,
      redirectUris: ['https://plain-riverside.hub.test/auth/callback', 'https://data.riverside.gov/auth/callback'],
    });
    await updateEntity('site', { ...site, name: 'Plain and simple' }, cloud);
    expect(fake.calls.filter((c) => c.path.includes('/oauth2/'))).toHaveLength(1);
    const moved = await updateEntity('site', { ...site, customHostname: 'open.riverside.gov' }, cloud);
    expect(moved.clientId).toBe('app1');
    expect(fake.apps.get('app1')?.redirectUris).toEqual([
      'https://plain-riverside.hub.test/auth/callback',
      'https://open.riverside.gov/auth/callback',
    ]);
    const { customHostname: _removed, ...without } = moved;
    await updateEntity('site', without, cloud);
    expect(fake.apps.get('app1')?.redirectUris).toEqual(['https://plain-riverside.hub.test/auth/callback']);
    const born = await createEntity('site', { name: 'Born', customHostname: 'born.riverside.gov' }, cloud);
    expect(born.clientId).toBe('app2');
    expect(fake.apps.get('app2')?.itemId).toBe(born.id);
  });

  it('adopts an app registered before whose id the site never saved', async () => {
    const site = await createEntity('site', { name: 'Orphan' }, cloud);
    fake.apps.set('lost', { itemId: site.id, redirectUris: ['https://old.riverside.gov/auth/callback'] });
    const saved = await updateEntity('site', { ...site, customHostname: 'orphan.riverside.gov' }, cloud);
    expect(saved.clientId).toBe('lost');
    expect(fake.apps.get('lost')?.redirectUris).toEqual([
      'https://orphan-riverside.hub.test/auth/callback',
      'https://orphan.riverside.gov/auth/callback',
    ]);
    expect(fake.apps.size).toBe(1);
  });

  it('never changes access by a write (sharing does that)', async () => {
    const project = await createEntity('project', { name: 'Quiet', access: 'public' }, cloud);
    expect(project.access).toBe('private');
    await updateEntity('project', { ...project, access: 'public' }, cloud);
    expect(
      fake.calls.filter((c) => c.method === 'POST' && c.path.includes('/content/users/')).map((c) => c.params.access),
    ).toEqual([undefined, undefined]);
  });

  it('repairs lost domain records on the next update', async () => {
    const site = await createEntity('site', { name: 'Parks' }, cloud);
    fake.domains.length = 0;
    await updateEntity('site', { ...site, name: 'Parks again' }, cloud);
    expect(fake.domains.map((d) => [d.hostname, d.siteId])).toEqual([['parks-riverside.hub.test', site.id]]);
  });

  it('does not send clearEmptyFields when nothing is emptied, and keeps the slug unique on change', async () => {
    const other = await createEntity('site', { name: 'Trails' }, cloud);
    const site = await createEntity(
      'site',
      { name: 'Parks', summary: 'x', tags: ['t'], categories: ['/c'], description: 'd' },
      cloud,
    );
    fake.calls.length = 0;
    const saved = await updateEntity('site', { ...site, name: 'Parks 2', slug: 'trails' }, cloud);
    expect(fake.calls.find((c) => c.path.endsWith('/update'))?.params.clearEmptyFields).toBeUndefined();
    expect(saved.slug).toBe('riverside|trails-1');
    expect(other.slug).toBe('riverside|trails');
  });

  it('refuses a custom hostname another site holds and leaves the item unchanged', async () => {
    const a = await createEntity('site', { name: 'A', customHostname: 'a.gov' }, cloud);
    const b = await createEntity('site', { name: 'B' }, cloud);
    await expect(updateEntity('site', { ...b, customHostname: 'A.gov' }, cloud)).rejects.toMatchObject({
      code: 'HOSTNAME_TAKEN',
    });
    expect((await fetchEntity('site', b.id, cloud)).customHostname).toBeUndefined();
    expect(
      fake.domains
        .filter((d) => d.siteId === a.id)
        .map((d) => d.hostname)
        .sort(),
    ).toEqual(['a-riverside.hub.test', 'a.gov']);
  });

  it('removes the new item again when registering its domain fails', async () => {
    const original = fake.fetch;
    vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if ((init?.method ?? 'GET') === 'POST' && url.endsWith('/api/v3/domains')) {
        const body = { error: { title: 'Conflict', detail: 'taken' } };
        return Promise.resolve(Response.json(body, { status: 409, statusText: 'Conflict' }));
      }
      return original(input, init);
    });
    await expect(createEntity('site', { name: 'Parks' }, cloud)).rejects.toThrow('Conflict :: taken :: 409');
    expect(fake.items.size).toBe(0);
  });

  it('deletes a site and its domain records', async () => {
    const site = await createEntity('site', { name: 'Parks', customHostname: 'parks.gov' }, cloud);
    const keep = await createEntity('site', { name: 'Trails' }, cloud);
    await deleteEntity('site', site.id, cloud);
    expect(fake.items.has(site.id)).toBe(false);
    expect(fake.domains.map((d) => d.siteId)).toEqual([keep.id]);
    expect(fake.calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/v3/domains/' });
  });

  it('uses the random source for long names', async () => {
    const name = 'The Department of Parks, Recreation and Open Space of Riverside County';
    const site = await createEntity('site', { name }, { ...cloud, random: () => 0 });
    expect(`${site.subdomain}-riverside`).toHaveLength(63);
    expect(site.subdomain.endsWith('-00000')).toBe(true); // five hex digits (ADR 0203)
  });
});

describe('sites on the enterprise edition', () => {
  it('creates two sites with the same name without any domain call: Site Application, keyword, portal url', async () => {
    const first = await createEntity('site', { name: 'Parks' }, enterprise);
    const second = await createEntity('site', { name: 'Parks' }, enterprise);
    expect(first).toMatchObject({
      type: 'Site Application',
      subdomain: 'parks',
      defaultHostname: '',
      url: 'https://portal.test/apps/sites/#/parks',
    });
    expect(second).toMatchObject({
      subdomain: 'parks-1',
      slug: 'riverside|parks-1',
      url: 'https://portal.test/apps/sites/#/parks-1',
    });
    expect(second.typeKeywords).toContain('hubsubdomain|parks-1');
    expect(fake.calls.some((c) => c.path.startsWith('/api/'))).toBe(false);
    expect(fake.domains).toEqual([]);
  });

  it('fetches, updates and deletes without the domain service', async () => {
    const site = await createEntity('site', { name: 'Parks' }, enterprise);
    expect((await fetchEntity('site', 'riverside::parks', enterprise)).id).toBe(site.id);
    const saved = await updateEntity('site', { ...site, subdomain: 'green' }, enterprise);
    expect(saved.url).toBe('https://portal.test/apps/sites/#/green');
    await deleteEntity('site', site.id, enterprise);
    expect(fake.items.size).toBe(0);
    expect(fake.calls.some((c) => c.path.startsWith('/api/'))).toBe(false);
  });

  it('refuses a custom hostname with the enterprise guard', async () => {
    await expect(
      createEntity('site', { name: 'Parks', customHostname: 'parks.gov' }, enterprise),
    ).rejects.toBeInstanceOf(EnterpriseUnsupportedError);
    expect(fake.items.size).toBe(0);
  });
});

describe('other kinds', () => {
  it('creates a project with status keyword, slug and defaults; updates its status', async () => {
    const project = await createEntity('project', { name: 'New trail', status: 'inProgress' }, cloud);
    expect(project).toMatchObject({
      type: 'Hub Project',
      slug: 'riverside|new-trail',
      status: 'inProgress',
      schemaVersion: 1.2,
    });
    expect(project.typeKeywords).toEqual(expect.arrayContaining(['Hub Project', 'status|inProgress']));
    const saved = await updateEntity('project', { ...project, status: 'complete' }, cloud);
    expect(saved.typeKeywords.filter((k) => k.startsWith('status|'))).toEqual(['status|complete']);
    expect(fake.calls.some((c) => c.path.startsWith('/api/'))).toBe(false);
  });

  it('creates pages as Hub Page on the cloud and Site Page on enterprise', async () => {
    expect((await createEntity('page', { name: 'About' }, cloud)).type).toBe('Hub Page');
    expect(await createEntity('page', { name: 'About' }, enterprise)).toMatchObject({
      type: 'Site Page',
      slug: 'riverside|about-1',
    });
  });

  it('creates an initiative and a template', async () => {
    const initiative = await createEntity('initiative', { name: 'Clean water' }, cloud);
    expect(initiative).toMatchObject({ type: 'Hub Initiative', schemaVersion: 2, status: 'notStarted' });
    expect(initiative.typeKeywords).toEqual(expect.arrayContaining(['hubInitiativeV2', 'status|notStarted']));
    const template = await createEntity('template', { name: 'Starter' }, cloud);
    expect(template).toMatchObject({ type: 'Solution', isDeployed: false, deployedType: 'Solution' });
  });

  it('needs the organisation to create', async () => {
    await expect(createEntity('page', { name: 'x' }, { ...cloud, portalSelf: undefined })).rejects.toMatchObject({
      code: 'ORG_REQUIRED',
    });
  });
});

it('uses FAKE_HUB for domain calls', () => expect(cloud.hubUrl).toBe(FAKE_HUB));

describe('entityOptionsFromContext', () => {
  it('takes portal, organisation, edition, hub url and credential from a context', async () => {
    const context = {
      sharingApiUrl: cloud.portal,
      portal: { id: 'org1', name: 'Riverside', urlKey: 'riverside', isPortal: false },
      isPortal: false,
      hubUrl: FAKE_HUB,
      requestOptions: { portal: cloud.portal, authentication: 'ana-token' },
    };
    const options = entityOptionsFromContext(context, { baseDomain: 'hub.test' });
    expect(options).toEqual({
      portal: cloud.portal,
      portalSelf: context.portal,
      isPortal: false,
      hubUrl: FAKE_HUB,
      authentication: 'ana-token',
      baseDomain: 'hub.test',
    });
    const site = await createEntity(
      'site',
      { name: 'From context' },
      { ...options, authentication: 'ana-token', owner: 'ana' },
    );
    expect(site.url).toBe('https://from-context-riverside.hub.test');
  });
});
