import { cleanUrl, encodeQueryString } from '@esri/arcgis-rest-request';
import { base64UrlEncode } from './base64UrlEncode.ts';
import { createPkcePair } from './createPkcePair.ts';
import type { OAuthBrowser } from './OAuthBrowser.ts';
import type { OAuthSignInOptions } from './OAuthSignInOptions.ts';
import { oauthStorageKeys } from './oauthStorageKeys.ts';
import { TOKEN_DURATION_MINUTES } from './sessionConstants.ts';
import type { SessionDeps } from './SessionDeps.ts';

/**
 * Stores a new OAuth state (and PKCE verifier) and returns the portal's authorize URL
 * (spec 1 §7): `client_id, response_type, expiration, redirect_uri, state, locale` plus
 * `code_challenge` and `code_challenge_method=S256`; social providers go through
 * `/oauth2/social/authorize`. The state is the client library's: `{"id", "originalUrl"}`.
 *
 * @example
 * const url = await prepareOAuthSignIn(options, browser, deps);
 * // https://portal/sharing/rest/oauth2/authorize?client_id=plaza-web&response_type=code&...
 */
export async function prepareOAuthSignIn(
  options: OAuthSignInOptions,
  browser: Pick<OAuthBrowser, 'storage' | 'currentUrl'>,
  deps: Pick<SessionDeps, 'randomBytes'>,
): Promise<string> {
  const pkce = options.pkce ?? true;
  const provider = options.provider ?? 'arcgis';
  const keys = oauthStorageKeys(options.clientId);
  const stateId = base64UrlEncode(deps.randomBytes(32));
  const pair = pkce ? await createPkcePair(deps) : undefined;

  const params: Record<string, string | number | boolean> = {
    client_id: options.clientId,
    response_type: pkce ? 'code' : 'token',
    expiration: options.expiration ?? TOKEN_DURATION_MINUTES,
    redirect_uri: options.redirectUri,
    state: JSON.stringify({ id: stateId, originalUrl: browser.currentUrl() }),
    locale: options.locale ?? '',
    ...(pair ? { code_challenge: pair.challenge, code_challenge_method: 'S256' } : {}),
    ...(provider !== 'arcgis' ? { socialLoginProviderName: provider, autoAccountCreateForSocial: true } : {}),
    ...options.params,
  };
  browser.storage.setItem(keys.state, stateId);
  if (pair) browser.storage.setItem(keys.codeVerifier, pair.verifier);
  else browser.storage.removeItem(keys.codeVerifier);

  const path = provider === 'arcgis' ? 'oauth2/authorize' : 'oauth2/social/authorize';
  return `${cleanUrl(options.portal)}/${path}?${encodeQueryString(params)}`;
}
