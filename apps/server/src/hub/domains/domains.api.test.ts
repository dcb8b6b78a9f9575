import { ArcGISIdentityManager } from '@esri/arcgis-rest-request';
import {
  createEntity,
  fetchHomeSiteModel,
  getOrgDomainInfo,
  injectHomeSiteValues,
  getPortalSelf,
  lookupDomain,
  type EntityWriteOptions,
} from '@plaza/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, SEEDED_USERS, signIn } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// The domain service over HTTP: statuses, error bodies, access, namespaces, and cascade on site delete.
let t: TestApp;
let origin: string;
let portal: string;
const tokens = new Map<string, string>();

async function tokenOf(username: string): Promise<string> {
  if (!tokens.has(username)) tokens.set(username, await signIn(t, username));
  return tokens.get(username)!;
}

async function optionsAs(username: string): Promise<EntityWriteOptions> {
  const token = await tokenOf(username);
  const authentication = new ArcGISIdentityManager({
    username,
    token,
    tokenExpires: new Date(Date.now() + 3_600_000),
    portal,
  });
  const portalSelf = await getPortalSelf({ portal, authentication });
  return { portal, authentication, portalSelf, hubUrl: origin, baseDomain: t.config.baseDomain };
}

async function api(method: string, path: string, options: { token?: string; body?: unknown } = {}) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      ...(options.token ? bearer(options.token) : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
}

const riverside = SEEDED_USERS.riverside;
let siteId: string;
let orgId: string;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  origin = await t.listen();
  portal = `${origin}/sharing/rest`;
  base = t.config.baseDomain;
  const site = await createEntity('site', { name: 'Domain Tests' }, await optionsAs(riverside.publisher));
  siteId = site.id;
  orgId = site.orgId!;
});
afterAll(async () => {
  await t?.close();
});

function input(overrides: Record<string, unknown> = {}) {
  return {
    hostname: `extra-riverside.${base}`,
    clientKey: '',
    orgId,
    orgTitle: 'Riverside',
    orgKey: 'riverside',
    siteId,
    siteTitle: 'Domain Tests',
    sslOnly: false,
    ...overrides,
  };
}

describe('/api/v3/domains', () => {
  it('looks a hostname up for anyone, hiding the title of a site the caller cannot see', async () => {
    const anonymous = await api('GET', `/api/v3/domains/domain-tests-riverside.${base}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toMatchObject({
      siteId,
      orgKey: 'riverside',
      siteTitle: '',
      hostname: `domain-tests-riverside.${base}`,
    });
    const owner = await api('GET', `/api/v3/domains/DOMAIN-TESTS-RIVERSIDE.${base}`, {
      token: await tokenOf(riverside.publisher),
    });
    expect(owner.body).toMatchObject({ siteId, siteTitle: 'Domain Tests' });
  });

  it('answers an unknown hostname with 404 and {error:{title,detail}}', async () => {
    const missing = await api('GET', `/api/v3/domains/nothing-riverside.${base}`);
    expect(missing).toEqual({
      status: 404,
      body: { error: { title: 'Not Found', detail: `No site is registered for nothing-riverside.${base}.` } },
    });
    await expect(lookupDomain(`nothing-riverside.${base}`, { hubUrl: origin, isPortal: false })).rejects.toThrow(
      `Not Found :: No site is registered for nothing-riverside.${base}. :: 404`,
    );
  });

  it('answers an org key or hostname with the organisation id and name, and an unknown key with 404', async () => {
    const self = (await optionsAs(riverside.publisher)).portalSelf!;
    expect(await api('GET', '/api/v3/domains/orgs/riverside')).toEqual({
      status: 200,
      body: { id: orgId, name: self.name },
    });
    const cloud = { hubUrl: origin, isPortal: false } as const;
    expect(await getOrgDomainInfo(`Riverside.${base}`, cloud)).toEqual({ id: orgId, name: self.name });
    expect(await getOrgDomainInfo('RIVERSIDE', cloud)).toEqual({ id: orgId, name: self.name });
    expect(await api('GET', '/api/v3/domains/orgs/no-such-org')).toEqual({
      status: 404,
      body: { error: { title: 'Not Found', detail: 'No organisation has the key no-such-org.' } },
    });
    await expect(getOrgDomainInfo('no-such-org.example', cloud)).rejects.toThrow(
      'Not Found :: No organisation has the key no-such-org. :: 404',
    );
    await expect(getOrgDomainInfo(' ', cloud)).rejects.toMatchObject({ code: 'ORG_KEY_REQUIRED' });
    await expect(getOrgDomainInfo('riverside', { ...cloud, isPortal: true })).rejects.toThrow(
      'getOrgDomainInfo is not available in the enterprise edition',
    );
  });

  it('fetches a site as the default home site model and fills it for an organisation', async () => {
    const options = await optionsAs(riverside.publisher);
    const model = await fetchHomeSiteModel(siteId, options);
    expect(model.item).toMatchObject({ id: siteId, title: 'Domain Tests', type: 'Hub Site Application' });
    expect(model.data).toHaveProperty('values');
    const filled = injectHomeSiteValues(model, {
      orgId: 'neworg',
      orgTitle: 'New Org',
      siteTitle: 'New Org',
      url: 'https://new.example',
    });
    expect(filled.item).toMatchObject({ id: siteId, url: 'https://new.example' });
    expect(filled.data).toMatchObject({ catalog: { orgId: 'neworg' }, values: { title: 'New Org' } });
    await expect(fetchHomeSiteModel('0123456789abcdef0123456789abcdef', options)).rejects.toThrow();
  });

  it('requires sign-in to register (401) and a valid body (400)', async () => {
    expect(await api('POST', '/api/v3/domains', { body: input() })).toMatchObject({
      status: 401,
      body: { error: { title: 'Unauthorized' } },
    });
    const token = await tokenOf(riverside.publisher);
    const bad = await api('POST', '/api/v3/domains', { token, body: { ...input(), sslOnly: 'yes' } });
    expect(bad.status).toBe(400);
    expect((bad.body?.error as { detail: string }).detail).toContain('sslOnly');
    expect(
      (await api('POST', '/api/v3/domains', { token, body: input({ hostname: 'bad_host.example.org' }) })).status,
    ).toBe(400);
  });

  it('lets only the site owner or an admin register, and only in its own namespace', async () => {
    const admin = await tokenOf(riverside.admin);
    const user = await tokenOf(riverside.user);
    const hillcrest = await tokenOf(SEEDED_USERS.hillcrest.admin);
    expect((await api('POST', '/api/v3/domains', { token: user, body: input() })).status).toBe(404);
    expect((await api('POST', '/api/v3/domains', { token: hillcrest, body: input() })).status).toBe(404);
    expect(
      (await api('POST', '/api/v3/domains', { token: admin, body: input({ hostname: `x-hillcrest.${base}` }) })).status,
    ).toBe(400);
    expect((await api('POST', '/api/v3/domains', { token: admin, body: input({ orgKey: 'hillcrest' }) })).status).toBe(
      400,
    );
    const created = await api('POST', '/api/v3/domains', { token: admin, body: input() });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ hostname: `extra-riverside.${base}`, siteId, orgId, sslOnly: false });
  });

  it('refuses a hostname that is taken with 409', async () => {
    const token = await tokenOf(riverside.publisher);
    const again = await api('POST', '/api/v3/domains', {
      token,
      body: input({ hostname: `domain-tests-riverside.${base}` }),
    });
    expect(again).toMatchObject({ status: 409, body: { error: { title: 'Conflict' } } });
  });

  it('lists a site domains for callers who can see it, and removes by id and by site', async () => {
    const owner = await tokenOf(riverside.publisher);
    const custom = await api('POST', '/api/v3/domains', {
      token: owner,
      body: input({ hostname: 'parks.riverside.example' }),
    });
    expect(custom.status).toBe(201);
    const listed = await api('GET', `/api/v3/domains?siteId=${siteId}`, { token: owner });
    expect((listed.body as unknown as { hostname: string }[]).map((d) => d.hostname)).toEqual([
      `domain-tests-riverside.${base}`,
      `extra-riverside.${base}`,
      'parks.riverside.example',
    ]);
    expect((await api('GET', `/api/v3/domains?siteId=${siteId}`)).body).toEqual([]);

    const id = String(custom.body?.id);
    expect((await api('DELETE', `/api/v3/domains/${id}`, { token: await tokenOf(riverside.user) })).status).toBe(404);
    expect((await api('DELETE', `/api/v3/domains/${id}`, { token: owner })).status).toBe(204);
    expect((await api('DELETE', `/api/v3/domains/${id}`, { token: owner })).status).toBe(404);
    expect((await api('DELETE', `/api/v3/domains/?siteId=${siteId}`)).status).toBe(401);
    expect((await api('DELETE', `/api/v3/domains/?siteId=${siteId}`, { token: owner })).status).toBe(204);
    expect((await api('GET', `/api/v3/domains?siteId=${siteId}`, { token: owner })).body).toEqual([]);
    expect((await api('DELETE', `/api/v3/domains?siteId=${siteId}`, { token: owner })).status).toBe(204);
  });

  it('removes the domains of a site whose item is deleted through the portal', async () => {
    const options = await optionsAs(riverside.publisher);
    const site = await createEntity('site', { name: 'Short lived' }, options);
    expect((await api('GET', `/api/v3/domains/short-lived-riverside.${base}`)).status).toBe(200);
    const token = await tokenOf(riverside.publisher);
    const removed = await fetch(`${portal}/content/users/${riverside.publisher}/items/${site.id}/delete`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
      body: 'f=json',
    });
    expect(await removed.json()).toMatchObject({ success: true });
    expect((await api('GET', `/api/v3/domains/short-lived-riverside.${base}`)).status).toBe(404);
  });
});
