import * as oauth from 'oauth4webapi';
import { isLoopbackIssuer, type OidcProvider } from '../../config/readOidcProviders.ts';
import type { OidcClaims } from './oidcAccount.ts';

/** How long a provider's metadata is kept before it is read again. */
const METADATA_TTL_MS = 10 * 60_000;
const metadata = new Map<string, { readonly server: oauth.AuthorizationServer; readonly until: number }>();

function requestOptions(provider: OidcProvider) {
  // Plain http only for a provider on this machine (development, tests); readOidcProviders refuses it elsewhere.
  return { [oauth.allowInsecureRequests]: isLoopbackIssuer(provider.issuer), signal: AbortSignal.timeout(10_000) };
}

/** The provider's metadata (`{issuer}/.well-known/openid-configuration`), checked and kept a while. */
async function serverOf(provider: OidcProvider, now: number): Promise<oauth.AuthorizationServer> {
  const known = metadata.get(provider.issuer);
  if (known && known.until > now) return known.server;
  const issuer = new URL(provider.issuer);
  const response = await oauth.discoveryRequest(issuer, { algorithm: 'oidc', ...requestOptions(provider) });
  const server = await oauth.processDiscoveryResponse(issuer, response);
  metadata.set(provider.issuer, { server, until: now + METADATA_TTL_MS });
  return server;
}

/** What a sign-in with a provider keeps until the provider answers: the PKCE verifier, the state and the nonce. */
export interface OidcStart {
  readonly url: string;
  readonly state: string;
  readonly codeVerifier: string;
  readonly nonce: string;
}

/**
 * Where to send the person to sign in with a provider: its authorization endpoint with the code flow, PKCE (S256),
 * a fresh state and nonce, and `openid email profile`.
 *
 * @example
 * const start = await startOidcSignIn(provider, `${origin}/sharing/rest/oauth2/social/callback`, Date.now());
 */
export async function startOidcSignIn(provider: OidcProvider, redirectUri: string, now: number): Promise<OidcStart> {
  const server = await serverOf(provider, now);
  if (!server.authorization_endpoint) throw new Error(`${provider.id} has no authorization endpoint.`);
  const codeVerifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const nonce = oauth.generateRandomNonce();
  const url = new URL(server.authorization_endpoint);
  url.search = new URLSearchParams({
    ...Object.fromEntries(url.searchParams),
    client_id: provider.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  }).toString();
  return { url: url.href, state, codeVerifier, nonce };
}

/**
 * The provider's answer turned into the person's claims: the callback's parameters checked (`iss` when the provider
 * sends it, the expected state, no error), the code exchanged at its token endpoint with the PKCE verifier and the
 * client secret, and the ID token's claims checked (issuer, audience, expiry, nonce). Throws on any failure.
 *
 * @example
 * const claims = await finishOidcSignIn(provider, new URL(c.req.url), { redirectUri, state, codeVerifier, nonce }, Date.now());
 */
export async function finishOidcSignIn(
  provider: OidcProvider,
  callbackUrl: URL,
  expected: {
    readonly redirectUri: string;
    readonly state: string;
    readonly codeVerifier: string;
    readonly nonce: string;
  },
  now: number,
): Promise<OidcClaims> {
  const server = await serverOf(provider, now);
  const client: oauth.Client = { client_id: provider.clientId };
  const params = oauth.validateAuthResponse(server, client, callbackUrl, expected.state);
  const response = await oauth.authorizationCodeGrantRequest(
    server,
    client,
    oauth.ClientSecretPost(provider.clientSecret),
    params,
    expected.redirectUri,
    expected.codeVerifier,
    requestOptions(provider),
  );
  const result = await oauth.processAuthorizationCodeResponse(server, client, response, {
    expectedNonce: expected.nonce,
    requireIdToken: true,
  });
  const claims = oauth.getValidatedIdTokenClaims(result);
  if (!claims?.sub) throw new Error(`${provider.id} answered no subject.`);
  return claims as OidcClaims;
}
