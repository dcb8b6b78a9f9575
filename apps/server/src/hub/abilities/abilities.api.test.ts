import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, SEEDED_USERS, signIn } from '../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';

// The workspace's "what may I do here" answers, decided by core's engine on the server (ADR 0091), and the
// refusals that stand behind them: the portal itself refuses what the buttons hide.
let t: TestApp;
const { publisher, viewer, user, admin } = SEEDED_USERS.riverside;
const tokens: Record<string, string> = {};
let projectId = '';
let publicProjectId = '';

interface AbilitiesBody {
  featureFlags: Record<string, boolean>;
  abilities: Record<string, boolean>;
  denied: Record<string, { response: string; code: string }>;
  entityType?: string;
  id?: string;
}

async function addProject(owner: string, title: string): Promise<string> {
  const body = new URLSearchParams({
    f: 'json',
    title,
    type: 'Hub Project',
    typeKeywords: 'Hub Project,status|notStarted',
    snippet: 'A project of the abilities suite',
    text: JSON.stringify({
      status: 'notStarted',
      settings: { features: { 'hub:project:content': false } },
      permissions: [],
    }),
  });
  const res = await t.app.request(`/sharing/rest/content/users/${owner}/addItem`, {
    method: 'POST',
    body,
    headers: bearer(tokens[owner]!),
  });
  const json = (await res.json()) as { id?: string; error?: unknown };
  if (!json.id) throw new Error(`addItem failed: ${JSON.stringify(json)}`);
  return json.id;
}

async function abilities(path: string, who?: string): Promise<{ status: number; body: AbilitiesBody }> {
  const res = await t.app.request(`/api/abilities/v1${path}`, { headers: who ? bearer(tokens[who]!) : {} });
  return { status: res.status, body: (await res.json()) as AbilitiesBody };
}

beforeAll(async () => {
  t = await createTestApp();
  for (const who of [publisher, viewer, user, admin]) tokens[who] = await signIn(t, who);
  projectId = await addProject(publisher, 'Riverside greenway');
  publicProjectId = await addProject(publisher, 'Riverside bridges');
  const share = await t.app.request(`/sharing/rest/content/users/${publisher}/items/${publicProjectId}/share`, {
    method: 'POST',
    body: new URLSearchParams({ f: 'json', everyone: 'true', org: 'true' }),
    headers: bearer(tokens[publisher]!),
  });
  expect(await share.json()).toMatchObject({ notSharedWith: [] });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/abilities/v1 (no entity)', () => {
  it('lets a publisher create every entity kind and use the workspace, with the deployment flags', async () => {
    const { status, body } = await abilities('', publisher);
    expect(status).toBe(200);
    expect(body.featureFlags).toMatchObject({ 'hub:feature:workspace': true });
    expect(body.abilities).toMatchObject({
      'hub:feature:workspace': true,
      'hub:feature:history': true,
      'hub:site:create': true,
      'hub:page:create': true,
      'hub:project:create': true,
      'hub:initiative:create': true,
      'hub:discussion:create': true,
      'hub:survey:create': true,
      // What notices may require (issue 19): a publisher of a premium organisation is a signed-in member.
      'hub:feature:user:preferences': true,
      'hub:license:hub-premium': true,
    });
    // Only the administrators' notice permission is refused, with its reason.
    expect(body.denied).toEqual({
      'platform:portal:admin:deleteItems': { response: 'privilege-required', code: 'PC115' },
    });
  });

  it('tells a viewer why nothing can be created: the create-item privilege is required', async () => {
    const { body } = await abilities('', viewer);
    expect(body.abilities['hub:project:create']).toBe(false);
    expect(body.denied['hub:project:create']).toEqual({ response: 'privilege-required', code: 'PC115' });
    expect(body.denied['hub:survey:create']).toEqual({ response: 'privilege-required', code: 'PC115' });
    expect(body.abilities['hub:feature:workspace']).toBe(true);
  });

  it('gives an anonymous visitor no workspace and no create, because nobody is signed in', async () => {
    const { body } = await abilities('');
    expect(body.abilities['hub:feature:workspace']).toBe(false);
    expect(body.denied['hub:feature:workspace']).toEqual({ response: 'not-authenticated', code: 'PC119' });
    expect(body.denied['hub:site:create']?.response).toBe('not-authenticated');
  });

  it('honours a pd flag from the page URL, which can only take away', async () => {
    const { body } = await abilities('?pd=hub:feature:workspace', publisher);
    expect(body.abilities['hub:feature:workspace']).toBe(false);
    expect(body.denied['hub:feature:workspace']?.response).toBe('disabled-by-feature-flag');
  });

  it('answers 401 in the hub API shape for a bad token', async () => {
    const res = await t.app.request('/api/abilities/v1', { headers: bearer('not-a-token') });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { title: 'Unauthorized' } });
  });
});

describe('GET /api/abilities/v1/{entityType}/{id}', () => {
  it('gives the owner every editing pane of the project and the right to change its access', async () => {
    const { status, body } = await abilities(`/project/${projectId}`, publisher);
    expect(status).toBe(200);
    expect(body).toMatchObject({ entityType: 'project', id: projectId });
    expect(body.abilities).toMatchObject({
      'hub:project:view': true,
      'hub:project:edit': true,
      'hub:project:delete': true,
      'hub:project:owner': true,
      'hub:project:canChangeAccess': true,
      'hub:project:workspace:overview': true,
      'hub:project:workspace:details': true,
      'hub:project:workspace:settings': true,
      'hub:project:workspace:collaborators': true,
    });
  });

  it("reads the entity's own feature switches from its data: content is switched off for this project", async () => {
    const { body } = await abilities(`/project/${projectId}`, publisher);
    expect(body.abilities['hub:project:workspace:content']).toBe(false);
    expect(body.denied['hub:project:content']?.response).toBe('disabled-by-entity-flag');
    // Events are off by default for projects (spec 1 §3).
    expect(body.denied['hub:project:events']?.response).toBe('disabled-by-entity-flag');
  });

  it('lets an org administrator edit a project that is not theirs', async () => {
    const { body } = await abilities(`/project/${publicProjectId}`, admin);
    expect(body.abilities['hub:project:edit']).toBe(true);
    expect(body.abilities['hub:project:owner']).toBe(false);
  });

  it('lets a viewer see a public project but not edit it, and says why', async () => {
    const { status, body } = await abilities(`/project/${publicProjectId}`, viewer);
    expect(status).toBe(200);
    expect(body.abilities['hub:project:workspace:overview']).toBe(true);
    expect(body.abilities['hub:project:workspace:details']).toBe(false);
    expect(body.denied['hub:project:edit']).toEqual({ response: 'no-edit-access', code: 'PC112' });
    // No share privilege among the viewer's: the `contains-some` assertion misses every required value.
    expect(body.denied['hub:project:canChangeAccess']).toEqual({
      response: 'array-missing-required-value',
      code: 'PC124',
    });
  });

  it('answers a private item exactly like a missing one to anyone who cannot read it', async () => {
    const hidden = await abilities(`/project/${projectId}`, user);
    const missing = await abilities(`/project/${'0'.repeat(32)}`, user);
    expect(hidden.status).toBe(404);
    expect(missing.status).toBe(404);
    expect((await abilities(`/project/${projectId}`)).status).toBe(404);
  });

  it('answers 404 when the item is not of the asked type, and 400 for an unknown type', async () => {
    expect((await abilities(`/site/${publicProjectId}`, publisher)).status).toBe(404);
    const unknown = await abilities(`/spaceship/${publicProjectId}`, publisher);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ error: { title: 'Bad Request' } });
  });
});

describe('the portal refuses what the workspace hides', () => {
  it('refuses a viewer creating a project, whatever the web app shows', async () => {
    const res = await t.app.request(`/sharing/rest/content/users/${viewer}/addItem`, {
      method: 'POST',
      body: new URLSearchParams({ f: 'json', title: 'Sneaky project', type: 'Hub Project' }),
      headers: bearer(tokens[viewer]!),
    });
    expect(await res.json()).toMatchObject({ error: { code: 403 } });
    const search = await t.app.request(
      `/sharing/rest/search?f=json&q=${encodeURIComponent('title:"Sneaky project"')}`,
      {
        headers: bearer(tokens[admin]!),
      },
    );
    expect(await search.json()).toMatchObject({ total: 0 });
  });

  it.each([
    ['a viewer', viewer],
    ['a user who is not the owner', user],
  ])("refuses %s taking a public project's access away, and the project stays public", async (_who, who) => {
    const res = await t.app.request(`/sharing/rest/content/users/${publisher}/items/${publicProjectId}/share`, {
      method: 'POST',
      body: new URLSearchParams({ f: 'json', everyone: 'false', org: 'false' }),
      headers: bearer(tokens[who]!),
    });
    expect(await res.json()).toMatchObject({ error: { code: 403 } });
    const item = await t.app.request(`/sharing/rest/content/items/${publicProjectId}?f=json`);
    expect(await item.json()).toMatchObject({ access: 'public' });
  });

  it("lets an org administrator take a member's project out of public view", async () => {
    const id = await addProject(publisher, 'Riverside ferry');
    const post = (body: Record<string, string>) =>
      t.app.request(`/sharing/rest/content/users/${publisher}/items/${id}/share`, {
        method: 'POST',
        body: new URLSearchParams({ f: 'json', ...body }),
        headers: bearer(tokens[admin]!),
      });
    expect(await (await post({ everyone: 'true' })).json()).toMatchObject({ notSharedWith: [] });
    expect(await (await post({ everyone: 'false', org: 'false' })).json()).toMatchObject({ notSharedWith: [] });
    const item = await t.app.request(`/sharing/rest/content/items/${id}?f=json`, { headers: bearer(tokens[admin]!) });
    expect(await item.json()).toMatchObject({ access: 'private' });
  });
});

describe('signing in from a site host (ADR 0090)', () => {
  const authorize = (redirectUri: string) =>
    t.app.request(
      `/sharing/rest/oauth2/authorize?${new URLSearchParams({
        client_id: 'plaza-web',
        response_type: 'code',
        redirect_uri: redirectUri,
        state: 's',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      })}`,
    );

  it('shows the sign-in form for a callback on a site host below the base domain', async () => {
    const res = await authorize(`http://data-riverside.${t.config.baseDomain}/auth/callback`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('name="password"');
  });

  it('refuses a callback anywhere else, without redirecting', async () => {
    const res = await authorize('http://parks-riverside.example.org/auth/callback');
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
  });

  it('signs out back to a site host', async () => {
    const back = `http://data-riverside.${t.config.baseDomain}/auth/callback`;
    const res = await t.app.request(
      `/sharing/rest/oauth2/signout?${new URLSearchParams({ client_id: 'plaza-web', redirect_uri: back })}`,
    );
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(back);
  });
});
