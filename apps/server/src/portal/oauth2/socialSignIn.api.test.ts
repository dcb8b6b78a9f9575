import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_CLIENT_ID } from '../../auth/oauthClients.ts';
import { startOidcTestProvider, type OidcTestProvider } from '../../testing/oidcTestProvider.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { allowSelfSignUp } from '../../testing/allowSelfSignUp.ts';

// Issue 44 item 8 (ADR 0211): signing in with an OpenID Connect provider — a real provider on the loopback address,
// the code flow with PKCE through oauth4webapi, the account found or made by the verified e-mail address, and the
// application's own authorize request finished with a code it exchanges as after the password form.
let t: TestApp;
let origin: string;
let provider: OidcTestProvider;
const redirectUri = 'http://localhost:3000/auth/callback';

beforeAll(async () => {
  provider = await startOidcTestProvider();
  t = await createTestApp({
    env: {
      PLAZA_OIDC_PROVIDERS: JSON.stringify([
        {
          id: 'city',
          name: 'City ID',
          issuer: provider.issuer,
          clientId: provider.clientId,
          clientSecret: provider.clientSecret,
        },
        // The same provider with a secret it does not know: its token endpoint refuses the code.
        {
          id: 'wrong',
          name: 'Wrong Secret',
          issuer: provider.issuer,
          clientId: provider.clientId,
          clientSecret: 'nope',
        },
      ]),
    },
  });
  origin = await t.listen();
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

/** The application's authorize request (Plaza's web app, code flow with PKCE). */
function appRequest() {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const params = {
    client_id: WEB_CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    state,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  };
  return { verifier, state, params };
}

const manual = (url: string, cookie?: string) =>
  fetch(url, { redirect: 'manual', ...(cookie ? { headers: { cookie } } : {}) });

/** Signs in with the provider from the sign-in page's link; answers the callback's response and the cookie used. */
async function signInWithProvider(options: { dropCookie?: boolean; name?: string } = {}) {
  const app = appRequest();
  const page = await fetch(`${origin}/sharing/rest/oauth2/authorize?${new URLSearchParams(app.params)}`);
  const html = await page.text();
  const href = new RegExp(`<a href="([^"]+)">Sign in with ${options.name ?? 'City ID'}</a>`)
    .exec(html)?.[1]
    ?.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));
  expect(href, 'the sign-in page offers the provider').toBeDefined();
  const start = await manual(`${origin}${href}`);
  expect(start.status).toBe(302);
  const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0]!;
  const toProvider = new URL(start.headers.get('location')!);
  expect(toProvider.origin).toBe(provider.issuer);
  expect(toProvider.searchParams.get('code_challenge_method')).toBe('S256');
  const answer = await manual(toProvider.href);
  const callback = answer.headers.get('location')!;
  expect(callback.startsWith(`${origin}/sharing/rest/oauth2/social/callback?`)).toBe(true);
  const response = await manual(callback, options.dropCookie ? undefined : cookie);
  return { app, response, callback, cookie };
}

/** The application exchanges its code and asks who it is. */
async function usernameFrom(location: string, verifier: string): Promise<string> {
  const url = new URL(location);
  const token = await fetch(`${origin}/sharing/rest/oauth2/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: WEB_CLIENT_ID,
      redirect_uri: redirectUri,
      code: url.searchParams.get('code') ?? '',
      code_verifier: verifier,
    }),
  });
  const body = (await token.json()) as { username?: string; access_token?: string };
  expect(body.access_token).toBeTruthy();
  return body.username!;
}

async function identities(username: string) {
  return t.db.selectFrom('user_identities').selectAll().where('username', '=', username).execute();
}

describe('sign-in with an OpenID Connect provider', () => {
  it('links the one account that uses the verified address, and the application gets that account’s code', async () => {
    const user = await t.db
      .selectFrom('users')
      .select(['username', 'email'])
      .where('username', '=', 'user_riverside')
      .executeTakeFirstOrThrow();
    provider.signInAs({
      sub: 'city-1001',
      email: user.email.toUpperCase(),
      email_verified: true,
      name: 'Riverside user',
    });
    const { app, response } = await signInWithProvider();
    expect(response.status).toBe(302);
    const location = response.headers.get('location')!;
    expect(location.startsWith(`${redirectUri}?`)).toBe(true);
    expect(new URL(location).searchParams.get('state')).toBe(app.state);
    expect(await usernameFrom(location, app.verifier)).toBe('user_riverside');
    expect(await identities('user_riverside')).toEqual([
      expect.objectContaining({ provider: 'city', subject: 'city-1001', email: user.email.toUpperCase() }),
    ]);
    // The portal session began too (the next application sign-in needs no form).
    expect(response.headers.get('set-cookie') ?? '').toContain('plaza_portal_session');
  });

  it('signs the linked subject in again by its link, whatever address the provider gives now', async () => {
    provider.signInAs({ sub: 'city-1001', email: 'changed@elsewhere.example', email_verified: false });
    const { app, response } = await signInWithProvider();
    expect(response.status).toBe(302);
    expect(await usernameFrom(response.headers.get('location')!, app.verifier)).toBe('user_riverside');
  });

  it('links nothing and makes nothing for an address the provider did not verify', async () => {
    const user = await t.db
      .selectFrom('users')
      .select('email')
      .where('username', '=', 'publisher_riverside')
      .executeTakeFirstOrThrow();
    provider.signInAs({ sub: 'city-2002', email: user.email, email_verified: false });
    const { response } = await signInWithProvider();
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('City ID did not confirm your e-mail address');
    expect(await identities('publisher_riverside')).toEqual([]);
  });

  it('makes an account for a new address only when the organisation lets people sign themselves up', async () => {
    provider.signInAs({
      sub: 'city-3003',
      email: 'new.resident@mail.example',
      email_verified: true,
      name: 'New Resident',
    });
    const closed = await signInWithProvider();
    expect(closed.response.status).toBe(403);
    expect(await closed.response.text()).toContain('No account uses your e-mail address');
    expect(
      await t.db.selectFrom('users').select('username').where('email', '=', 'new.resident@mail.example').execute(),
    ).toEqual([]);

    const org = await allowSelfSignUp(t.db);
    try {
      const { app, response } = await signInWithProvider();
      expect(response.status).toBe(302);
      expect(await usernameFrom(response.headers.get('location')!, app.verifier)).toBe('new.resident');
      const made = await t.db
        .selectFrom('users')
        .selectAll()
        .where('username', '=', 'new.resident')
        .executeTakeFirstOrThrow();
      expect(made).toMatchObject({
        email: 'new.resident@mail.example',
        full_name: 'New Resident',
        role: 'viewer',
        org_id: org.orgId,
      });
      // No password signs in to it.
      const form = await fetch(`${origin}/sharing/rest/generateToken`, {
        method: 'POST',
        body: new URLSearchParams({ username: 'new.resident', password: 'oidc-only', f: 'json', client: 'requestip' }),
      });
      expect(((await form.json()) as { error?: unknown }).error).toBeDefined();
    } finally {
      await org.restore();
    }
  });

  it('refuses an address several accounts use', async () => {
    await t.db
      .updateTable('users')
      .set({ email: 'shared@riverside.example' })
      .where('username', 'in', ['viewer_riverside', 'admin_hillcrest'])
      .execute();
    provider.signInAs({ sub: 'city-4004', email: 'shared@riverside.example', email_verified: true });
    const { response } = await signInWithProvider();
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('More than one account uses your e-mail address');
  });

  it('finishes only in the browser that started it, and only once', async () => {
    provider.signInAs({ sub: 'city-1001', email: 'x@y.example', email_verified: true });
    const stolen = await signInWithProvider({ dropCookie: true });
    expect(stolen.response.status).toBe(400);
    expect(await stolen.response.text()).toContain('This sign-in has expired or was already used');

    const once = await signInWithProvider();
    expect(once.response.status).toBe(302);
    const again = await manual(once.callback, once.cookie);
    expect(again.status).toBe(400);
  });

  it('refuses an unknown provider and an application request the form would refuse', async () => {
    const app = appRequest();
    const unknown = await manual(
      `${origin}/sharing/rest/oauth2/social/authorize?${new URLSearchParams({ provider: 'nope', ...app.params })}`,
    );
    expect(unknown.status).toBe(400);
    const badClient = await manual(
      `${origin}/sharing/rest/oauth2/social/authorize?${new URLSearchParams({ ...app.params, provider: 'city', client_id: 'nobody' })}`,
    );
    expect(badClient.status).toBe(400);
    expect(badClient.headers.get('location')).toBeNull();
  });

  it('signs no one in when the provider refuses the code or answers an error', async () => {
    provider.signInAs({ sub: 'city-1001', email: 'x@y.example', email_verified: true });
    const before = provider.refusals.length;
    const refused = await signInWithProvider({ name: 'Wrong Secret' });
    expect(refused.response.status).toBe(400);
    expect(await refused.response.text()).toContain('Wrong Secret did not sign you in');
    expect(refused.response.headers.get('set-cookie') ?? '').not.toContain('plaza_portal_session');
    expect(provider.refusals.slice(before)).toEqual(['client authentication failed']);

    // The person said no at the provider: it answers the callback with an error instead of a code.
    const app = appRequest();
    const page = await fetch(`${origin}/sharing/rest/oauth2/authorize?${new URLSearchParams(app.params)}`);
    const href = /<a href="([^"]+)">Sign in with City ID<\/a>/
      .exec(await page.text())![1]!
      .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));
    const start = await manual(`${origin}${href}`);
    const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0]!;
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const denied = await manual(
      `${origin}/sharing/rest/oauth2/social/callback?${new URLSearchParams({ error: 'access_denied', state })}`,
      cookie,
    );
    expect(denied.status).toBe(400);
    expect(await denied.text()).toContain('City ID did not sign you in');
  });
});
