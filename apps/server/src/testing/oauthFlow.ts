import * as oauth from 'oauth4webapi';
import { expect } from 'vitest';
import { TEST_PASSWORD } from './testDatabase.ts';

/** What the sign-in page's form would post, read from its HTML, plus the CSRF cookie it set. */
export interface SignInForm {
  readonly status: number;
  readonly html: string;
  readonly fields: Record<string, string>;
  readonly cookie: string;
}

/** GETs `/oauth2/authorize` like a browser and reads the form's hidden fields and cookie. */
export async function openSignInForm(origin: string, params: Record<string, string>): Promise<SignInForm> {
  const res = await fetch(`${origin}/sharing/rest/oauth2/authorize?${new URLSearchParams(params)}`, {
    redirect: 'manual',
  });
  const html = await res.text();
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[decodeEntities(m[1]!)] = decodeEntities(m[2]!);
  }
  const cookie = (res.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  return { status: res.status, html, fields, cookie };
}

/** Posts the sign-in form; returns the response without following its redirect. */
export async function submitSignInForm(
  origin: string,
  form: SignInForm,
  credentials: { username: string; password?: string },
  overrides: { cookie?: string; csrf?: string } = {},
): Promise<Response> {
  const body = new URLSearchParams({
    ...form.fields,
    ...(overrides.csrf !== undefined ? { csrf: overrides.csrf } : {}),
    username: credentials.username,
    password: credentials.password ?? TEST_PASSWORD,
  });
  return fetch(`${origin}/sharing/rest/oauth2/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: overrides.cookie ?? form.cookie },
    body,
  });
}

/**
 * The browser half of an authorization-code + PKCE S256 sign-in: opens the portal's sign-in page for the client and
 * redirect URI, signs in as `username`, and returns the redirect it answered with (code and state in its query)
 * and the verifier to exchange the code with.
 */
export async function authorizeWithPkce(
  origin: string,
  request: { clientId: string; redirectUri: string; username: string; state?: string },
): Promise<{ verifier: string; state: string; location: URL }> {
  const verifier = oauth.generateRandomCodeVerifier();
  const state = request.state ?? oauth.generateRandomState();
  const form = await openSignInForm(origin, {
    client_id: request.clientId,
    response_type: 'code',
    redirect_uri: request.redirectUri,
    state,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    locale: 'en',
  });
  expect(form.status).toBe(200);
  const res = await submitSignInForm(origin, form, { username: request.username });
  expect(res.status).toBe(302);
  return { verifier, state, location: new URL(res.headers.get('location')!) };
}

function decodeEntities(text: string): string {
  return text.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));
}
