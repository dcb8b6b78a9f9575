import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeWithPkce, openSignInForm } from '../../../testing/oauthFlow.ts';
import { bearer, SEEDED_USERS, signIn } from '../../../testing/signIn.ts';
import { createTestApp, type TestApp } from '../../../testing/testApp.ts';

// An OAuth app per site (ADR 0106): registered against an item, used for a full code + PKCE flow on a
// custom hostname, named by the item's current title, and gone with the item.
let t: TestApp;
let origin: string;
let portal: string;
let as: oauth.AuthorizationServer;
const insecure = { [oauth.allowInsecureRequests]: true } as const;
const riverside = SEEDED_USERS.riverside;
const hillcrest = SEEDED_USERS.hillcrest;
const CUSTOM = 'http://data.riverside.test:3000/auth/callback';
const OTHER = 'https://parks.example.org/auth/callback';
const tokens = new Map<string, string>();

async function tokenOf(username: string): Promise<string> {
  if (!tokens.has(username)) tokens.set(username, await signIn(t, username));
  return tokens.get(username)!;
}

type Json = Record<string, unknown> & { error?: { code: number; message: string } };

async function call(path: string, params: Record<string, string>, username?: string): Promise<Json> {
  const res = await fetch(`${portal}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(username ? bearer(await tokenOf(username)) : {}),
    },
    body: new URLSearchParams({ f: 'json', ...params }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Json;
}

async function addSiteItem(owner: string, title: string): Promise<string> {
  const added = await call(`/content/users/${owner}/addItem`, { title, type: 'Hub Site Application' }, owner);
  expect(added).toMatchObject({ success: true });
  return added.id as string;
}

const register = (itemId: string, uris: readonly string[], username?: string) =>
  call('/oauth2/registerApp', { itemId, appType: 'browser', redirect_uris: JSON.stringify(uris) }, username);

async function authorizeAndExchange(clientId: string, redirectUri: string, username: string) {
  const client: oauth.Client = { client_id: clientId };
  const { verifier, state, location } = await authorizeWithPkce(origin, { clientId, redirectUri, username });
  expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
  const params = oauth.validateAuthResponse(as, client, location, state);
  const response = await oauth.authorizationCodeGrantRequest(
    as,
    client,
    oauth.None(),
    params,
    redirectUri,
    verifier,
    insecure,
  );
  return oauth.processAuthorizationCodeResponse(as, client, response);
}

function authorizePage(clientId: string, redirectUri: string, locale = 'en') {
  return openSignInForm(origin, {
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    locale,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  origin = await t.listen();
  portal = `${origin}/sharing/rest`;
  as = {
    issuer: portal,
    authorization_endpoint: `${portal}/oauth2/authorize`,
    token_endpoint: `${portal}/oauth2/token`,
  };
});
afterAll(async () => {
  await t?.close();
});

describe('registerApp', () => {
  it('registers a public app for the owner; the code + PKCE flow works on the custom host', async () => {
    const itemId = await addSiteItem(riverside.publisher, 'Riverside Data');
    const app = await register(itemId, [CUSTOM], riverside.publisher);
    expect(app.error).toBeUndefined();
    expect(app).toMatchObject({ appType: 'browser', redirect_uris: [CUSTOM], itemId, owner: riverside.publisher });
    expect(app.client_id).toMatch(/^[0-9a-f]{32}$/);
    expect(app.registered).toEqual(expect.any(Number));
    expect(app.modified).toBe(app.registered);
    const clientId = app.client_id as string;

    const got = await authorizeAndExchange(clientId, CUSTOM, riverside.user);
    expect(got.access_token).toBeTruthy();
    expect(got.refresh_token).toBeTruthy();
    const self = await fetch(`${portal}/community/self?f=json`, { headers: bearer(got.access_token) });
    expect(await self.json()).toMatchObject({ username: riverside.user });

    // The same app as GET apps/{client_id} answers it.
    const read = await fetch(`${portal}/oauth2/apps/${clientId}?f=json`, {
      headers: bearer(await tokenOf(riverside.publisher)),
    });
    expect(await read.json()).toEqual(app);
  });

  it('refuses a redirect URI the app did not register, without redirecting', async () => {
    const itemId = await addSiteItem(riverside.publisher, 'Unregistered Callback');
    const app = await register(itemId, [CUSTOM], riverside.publisher);
    for (const uri of [OTHER, 'http://localhost:3000/auth/callback', `${CUSTOM}/`]) {
      const page = await authorizePage(app.client_id as string, uri);
      expect(page.status).toBe(400);
      expect(page.html).toContain('not registered');
    }
    // A public client must use PKCE: without a challenge the error goes back to the registered URI.
    const res = await fetch(
      `${portal}/oauth2/authorize?${new URLSearchParams({ client_id: app.client_id as string, response_type: 'code', redirect_uri: CUSTOM })}`,
      { redirect: 'manual' },
    );
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get('location')!).searchParams.get('error')).toBe('invalid_request');
    // No implicit flow either.
    const implicit = await fetch(
      `${portal}/oauth2/authorize?${new URLSearchParams({ client_id: app.client_id as string, response_type: 'token', redirect_uri: CUSTOM })}`,
      { redirect: 'manual' },
    );
    expect(new URL(implicit.headers.get('location')!).searchParams.get('error')).toBe('unauthorized_client');
  });

  it("names the item's current title and the return host on the sign-in page", async () => {
    const itemId = await addSiteItem(riverside.publisher, 'Old Name');
    const app = await register(itemId, [CUSTOM], riverside.publisher);
    const before = await authorizePage(app.client_id as string, CUSTOM);
    expect(before.html).toContain('<h1>Sign in to Old Name</h1>');
    expect(before.html).toContain('You will return to <bdi>data.riverside.test:3000</bdi>.');
    expect(before.html).not.toContain('<script');
    expect(before.html.match(/<link\b[^>]*>/g)).toEqual([
      expect.stringMatching(/^<link rel="icon" href="data:image\/svg\+xml,/),
    ]);

    const renamed = await call(
      `/content/users/${riverside.publisher}/items/${itemId}/update`,
      { title: 'New <Name>' },
      riverside.publisher,
    );
    expect(renamed).toMatchObject({ success: true });
    const after = await authorizePage(app.client_id as string, CUSTOM);
    expect(after.html).toContain('<h1>Sign in to New &#60;Name&#62;</h1>');
    const arabic = await authorizePage(app.client_id as string, CUSTOM, 'ar');
    expect(arabic.html).toContain('تسجيل الدخول إلى New &#60;Name&#62;');
    expect(arabic.html).toContain('ستعود بعد ذلك إلى <bdi>data.riverside.test:3000</bdi>.');
  });

  it('allows one app per item, which registeredAppInfo finds again for its manager', async () => {
    const itemId = await addSiteItem(riverside.publisher, 'Once');
    const info = (username?: string) => call(`/content/items/${itemId}/registeredAppInfo`, {}, username);
    expect((await info(riverside.publisher)).error).toMatchObject({
      code: 400,
      message: 'Item is not registered as an application.',
    });
    const app = await register(itemId, [CUSTOM], riverside.publisher);
    expect(app.error).toBeUndefined();
    expect((await register(itemId, [OTHER], riverside.publisher)).error).toMatchObject({
      code: 400,
      message: 'Item is already registered as an application.',
    });
    expect(await info(riverside.publisher)).toMatchObject({
      client_id: app.client_id,
      redirect_uris: [CUSTOM],
      itemId,
    });
    expect((await info()).error).toMatchObject({ code: 499 });
    expect((await info(riverside.user)).error).toMatchObject({ code: 404 });
  });

  it('answers 499 to anonymous callers, 403 to others, 404 for items they cannot see', async () => {
    const itemId = await addSiteItem(riverside.publisher, 'Guarded');
    expect((await register(itemId, [CUSTOM])).error).toMatchObject({ code: 499 });
    // Private to its owner: others cannot even see it.
    for (const username of [riverside.user, hillcrest.admin]) {
      expect((await register(itemId, [CUSTOM], username)).error).toMatchObject({
        code: 404,
        message: 'Item does not exist or is inaccessible.',
      });
    }
    const shared = await call(
      `/content/users/${riverside.publisher}/items/${itemId}/share`,
      { org: 'true' },
      riverside.publisher,
    );
    expect(shared.error).toBeUndefined();
    expect((await register(itemId, [CUSTOM], riverside.user)).error).toMatchObject({ code: 403 });
    expect((await register('0'.repeat(32), [CUSTOM], riverside.publisher)).error).toMatchObject({ code: 404 });
    expect((await register('not-an-id', [CUSTOM], riverside.publisher)).error).toMatchObject({ code: 404 });
  });

  it('lets an admin of the owner’s org register and update; another org’s admin cannot', async () => {
    const itemId = await addSiteItem(riverside.publisher, 'Admin Managed');
    const shared = await call(
      `/content/users/${riverside.publisher}/items/${itemId}/share`,
      { everyone: 'true' },
      riverside.publisher,
    );
    expect(shared.error).toBeUndefined();
    expect((await register(itemId, [CUSTOM], hillcrest.admin)).error).toMatchObject({ code: 403 });
    const app = await register(itemId, [CUSTOM], riverside.admin);
    expect(app).toMatchObject({ owner: riverside.publisher, itemId });
    const clientId = app.client_id as string;
    const updated = await call(
      `/oauth2/apps/${clientId}/update`,
      { redirect_uris: JSON.stringify([OTHER]) },
      riverside.admin,
    );
    expect(updated).toMatchObject({ redirect_uris: [OTHER], appType: 'browser' });
    for (const username of [hillcrest.admin, riverside.user]) {
      expect(
        (await call(`/oauth2/apps/${clientId}/update`, { redirect_uris: JSON.stringify([CUSTOM]) }, username)).error,
      ).toMatchObject({ code: 403 });
      expect((await call(`/oauth2/apps/${clientId}`, {}, username)).error).toMatchObject({ code: 403 });
    }
    expect((await call(`/oauth2/apps/${clientId}`, {})).error).toMatchObject({ code: 499 });
  });

  it('refuses bad redirect_uris with 400', async () => {
    const itemId = await addSiteItem(riverside.publisher, 'Bad Callbacks');
    const bad = [
      'not json',
      JSON.stringify(CUSTOM),
      JSON.stringify({ uri: CUSTOM }),
      JSON.stringify(['javascript:alert(1)']),
      JSON.stringify([`${CUSTOM}#fragment`]),
      JSON.stringify(['/auth/callback']),
      JSON.stringify(['ftp://data.riverside.test/auth/callback']),
      JSON.stringify([`https://data.riverside.test/${'a'.repeat(2048)}`]),
      JSON.stringify(Array.from({ length: 11 }, (_, i) => `https://site${i}.example/auth/callback`)),
      JSON.stringify([]),
      '',
    ];
    for (const redirect_uris of bad) {
      const answer = await call('/oauth2/registerApp', { itemId, redirect_uris }, riverside.publisher);
      expect(answer.error, redirect_uris).toMatchObject({ code: 400 });
    }
    const badType = await call(
      '/oauth2/registerApp',
      { itemId, appType: 'server', redirect_uris: JSON.stringify([CUSTOM]) },
      riverside.publisher,
    );
    expect(badType.error).toMatchObject({ code: 400 });
    // Nothing was registered by the refused calls.
    expect((await register(itemId, [CUSTOM], riverside.publisher)).error).toBeUndefined();
  });
});

describe('apps/{client_id}/update', () => {
  it('replaces the redirect URIs: the old one is refused, the new one works', async () => {
    const itemId = await addSiteItem(riverside.publisher, 'Moving Site');
    const app = await register(itemId, [CUSTOM], riverside.publisher);
    const clientId = app.client_id as string;
    const updated = await call(
      `/oauth2/apps/${clientId}/update`,
      { redirect_uris: JSON.stringify([OTHER]), appType: 'multiple' },
      riverside.publisher,
    );
    expect(updated).toMatchObject({ client_id: clientId, appType: 'multiple', redirect_uris: [OTHER], itemId });
    expect(updated.registered).toBe(app.registered);
    const old = await authorizePage(clientId, CUSTOM);
    expect(old.status).toBe(400);
    expect(old.html).toContain('not registered');
    expect((await authorizeAndExchange(clientId, OTHER, riverside.user)).access_token).toBeTruthy();

    const badUpdate = await call(
      `/oauth2/apps/${clientId}/update`,
      { redirect_uris: JSON.stringify(['javascript:alert(1)']) },
      riverside.publisher,
    );
    expect(badUpdate.error).toMatchObject({ code: 400 });
    const unknown = await call(
      `/oauth2/apps/${'0'.repeat(32)}/update`,
      { redirect_uris: JSON.stringify([OTHER]) },
      riverside.publisher,
    );
    expect(unknown.error).toMatchObject({ code: 400, message: 'Invalid client_id.' });
    // The built-in web client is not a registered app of an item.
    expect((await call('/oauth2/apps/plaza-web', {}, riverside.admin)).error).toMatchObject({
      code: 400,
      message: 'Invalid client_id.',
    });
  });
});

describe('deleting the item', () => {
  it('deletes its app: authorize shows the unknown-client page, its refresh tokens stop working', async () => {
    const itemId = await addSiteItem(riverside.publisher, 'Short Lived');
    const app = await register(itemId, [CUSTOM], riverside.publisher);
    const clientId = app.client_id as string;
    const got = await authorizeAndExchange(clientId, CUSTOM, riverside.user);
    const client: oauth.Client = { client_id: clientId };

    const removed = await call(`/content/users/${riverside.publisher}/items/${itemId}/delete`, {}, riverside.publisher);
    expect(removed).toMatchObject({ success: true });

    const page = await authorizePage(clientId, CUSTOM);
    expect(page.status).toBe(400);
    expect(page.html).toContain('not registered with this portal');
    const refresh = await oauth.refreshTokenGrantRequest(as, client, oauth.None(), got.refresh_token!, insecure);
    expect(refresh.status).toBe(401);
    expect(await refresh.json()).toMatchObject({ error: 'invalid_client' });
    expect((await call(`/oauth2/apps/${clientId}`, {}, riverside.publisher)).error).toMatchObject({
      code: 400,
      message: 'Invalid client_id.',
    });
  });
});
