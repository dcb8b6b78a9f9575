import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import { findOAuthClient, WEB_CLIENT_ID } from './oauthClients.ts';

// Issue 12 item 6: plaza-web accepts as redirect URI exactly the hosts of this deployment's sites, in
// the scheme the deployment is reached by; not any one-label host under the base domain.
describe('plaza-web redirect URIs', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = t.config.baseDomain;
  });
  afterAll(() => t.close());

  const accepts = async (uri: string, protocol: 'http:' | 'https:' = 'http:') => {
    const client = await findOAuthClient(t.db, t.config, WEB_CLIENT_ID, protocol);
    return client!.redirectUris.includes(uri);
  };

  it('accepts the fixed callbacks and the sites of the demo organisations', async () => {
    expect(await accepts(`http://localhost:${t.config.port}/auth/callback`)).toBe(true);
    expect(await accepts(`http://data-riverside.${base}/auth/callback`)).toBe(true);
  });

  it('refuses a host under the base domain that is no site of this deployment', async () => {
    expect(await accepts(`http://evil.${base}/auth/callback`)).toBe(false);
    expect(await accepts(`http://evil-riverside.${base}/auth/callback`)).toBe(false);
    expect(await accepts(`http://data-nosuchorg.${base}/auth/callback`)).toBe(false);
  });

  it('accepts a site callback only in the scheme the deployment is reached by', async () => {
    expect(await accepts(`https://data-riverside.${base}/auth/callback`, 'http:')).toBe(false);
    expect(await accepts(`https://data-riverside.${base}/auth/callback`, 'https:')).toBe(true);
    expect(await accepts(`http://data-riverside.${base}/auth/callback`, 'https:')).toBe(false);
  });

  it("accepts the fixed callbacks in the deployment's scheme only (issue 40 item 8)", async () => {
    const port = t.config.port;
    expect(await accepts(`https://localhost:${port}/auth/callback`, 'http:')).toBe(false);
    expect(await accepts(`https://127.0.0.1:${port}/auth/callback`, 'http:')).toBe(false);
    expect(await accepts(`https://${base}/auth/callback`, 'http:')).toBe(false);
    expect(await accepts(`http://${base}/auth/callback`, 'http:')).toBe(true);
    expect(await accepts(`https://${base}/auth/callback`, 'https:')).toBe(true);
    expect(await accepts(`http://${base}/auth/callback`, 'https:')).toBe(false);
    // authorize over plain http: the https callback is not registered, so the portal's page says so, no redirect.
    const query = new URLSearchParams({
      client_id: WEB_CLIENT_ID,
      response_type: 'code',
      redirect_uri: `https://localhost:${port}/auth/callback`,
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    });
    const res = await t.app.request(`http://${base}/sharing/rest/oauth2/authorize?${query}`);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.text()).toContain('The application asked to return to an address that is not registered for it.');
  });

  it('shows the portal page, not a redirect, for an unknown site host on authorize', async () => {
    const query = new URLSearchParams({
      client_id: WEB_CLIENT_ID,
      response_type: 'code',
      redirect_uri: `http://evil.${base}/auth/callback`,
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    });
    const res = await t.app.request(`/sharing/rest/oauth2/authorize?${query}`);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.text()).toContain('<html');
  });

  it("names the public site the person signs in from on the portal's sign-in page (issue 13)", async () => {
    const page = async (redirect: string) => {
      const query = new URLSearchParams({
        client_id: WEB_CLIENT_ID,
        response_type: 'code',
        redirect_uri: redirect,
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      });
      return (await t.app.request(`/sharing/rest/oauth2/authorize?${query}`)).text();
    };
    const fromSite = await page(`http://data-riverside.${base}/auth/callback`);
    expect(fromSite).toContain('<span>Signing in on <bdi>Riverside Open Data</bdi></span></p>');
    // With the site's logo, served by this portal (issue 43).
    expect(fromSite).toMatch(
      /<p class="site"><img src="\/sharing\/rest\/content\/items\/[0-9a-f]{32}\/info\/[^"]+" alt=""/,
    );
    // No e-mail here (no SMTP_URL): no "Forgot your password?".
    expect(fromSite).not.toContain('Forgot your password?');
    expect(await page(`http://localhost:${t.config.port}/auth/callback`)).not.toContain('class="site"');
  });
});
