import { cleanUrl } from '@esri/arcgis-rest-request';
import type { OAuthBrowser } from './OAuthBrowser.ts';
import type { OAuthSignInOptions } from './OAuthSignInOptions.ts';
import { oauthStorageKeys } from './oauthStorageKeys.ts';
import { oauthTokensFromResponse, type OAuthTokens } from './oauthTokensFromResponse.ts';
import { parseOAuthReturn } from './parseOAuthReturn.ts';
import { requestOAuthToken } from './requestOAuthToken.ts';
import type { Session } from './Session.ts';
import { OAUTH_HASH_EXPIRY_TRIM_MS, TOKEN_DURATION_MINUTES } from './sessionConstants.ts';
import { resolveSessionDeps, type SessionDeps } from './SessionDeps.ts';
import { SESSION_ERROR_MESSAGES, SessionError } from './SessionError.ts';

/**
 * A finished OAuth sign-in, and the page the user started from.
 *
 * @example
 * const { session, returnTo } = await completeOAuthSignIn(options, browser);
 */
export interface OAuthSignInResult {
  readonly session: Session;
  /** The URL the sign-in was started from, to navigate back to. */
  readonly returnTo: string | undefined;
}

/**
 * Finishes an OAuth sign-in on the redirect URI page. Checks the returned state against the one
 * stored when the sign-in began (single use), then exchanges the code with the PKCE verifier at
 * `/oauth2/token` (token 1 s early, refresh token one minute early), or reads the legacy token from
 * the URL hash (60 s early). A return without a token raises the returned error and its description
 * (`ACCESS_DENIED` for `access_denied`, else `OAUTH_ERROR`; "Unknown error" when none is given).
 *
 * @example
 * const { session, returnTo } = await completeOAuthSignIn(options, oauthBrowserFromWindow(window));
 * store.setItem('plaza:session', serializeSession(session));
 * navigate(returnTo ?? '/');
 */
export async function completeOAuthSignIn(
  options: OAuthSignInOptions,
  browser: Pick<OAuthBrowser, 'storage' | 'currentUrl'>,
  deps: Partial<SessionDeps> = {},
): Promise<OAuthSignInResult> {
  const { now } = resolveSessionDeps(deps);
  const keys = oauthStorageKeys(options.clientId);
  const storedState = browser.storage.getItem(keys.state);
  const verifier = browser.storage.getItem(keys.codeVerifier);
  browser.storage.removeItem(keys.state);
  browser.storage.removeItem(keys.codeVerifier);

  const { params, state } = parseOAuthReturn(browser.currentUrl());
  if (!storedState || !state) {
    throw new SessionError('NO_AUTH_STATE', 'No sign-in was started in this browser, or its state was lost.');
  }
  if (state.id !== storedState) {
    throw new SessionError('MISMATCHED_AUTH_STATE', 'The sign-in state returned by the portal does not match.');
  }
  if (params.error) {
    const message = params.error_description || SESSION_ERROR_MESSAGES.unknownError;
    throw new SessionError(params.error === 'access_denied' ? 'ACCESS_DENIED' : 'OAUTH_ERROR', message);
  }

  let tokens: OAuthTokens;
  if (params.code) {
    if ((options.pkce ?? true) && !verifier) {
      throw new SessionError('NO_AUTH_STATE', 'The PKCE verifier of this sign-in was lost.');
    }
    tokens = await requestOAuthToken(
      options.portal,
      {
        grant_type: 'authorization_code',
        client_id: options.clientId,
        redirect_uri: options.redirectUri,
        code: params.code,
        ...(verifier ? { code_verifier: verifier } : {}),
      },
      now(),
      { code: 'OAUTH_ERROR' },
    );
  } else if (params.access_token) {
    const parsed = safeTokens(params, now());
    if (!parsed) throw new SessionError('OAUTH_ERROR', SESSION_ERROR_MESSAGES.unknownError);
    tokens = parsed;
  } else {
    throw new SessionError('OAUTH_ERROR', SESSION_ERROR_MESSAGES.unknownError);
  }
  if (!tokens.username) throw new SessionError('OAUTH_ERROR', 'The portal returned a token without a username.');

  const portal = cleanUrl(options.portal);
  const session: Session = {
    portal,
    username: tokens.username,
    token: tokens.token,
    tokenExpires: tokens.tokenExpires,
    ssl: tokens.ssl ?? portal.startsWith('https:'),
    provider: options.provider ?? 'arcgis',
    tokenDuration: options.expiration ?? TOKEN_DURATION_MINUTES,
    clientId: options.clientId,
    redirectUri: options.redirectUri,
    federatedServers: {},
    ...(tokens.refreshToken !== undefined
      ? { refreshToken: tokens.refreshToken, refreshTokenExpires: tokens.refreshTokenExpires }
      : {}),
  };
  return { session, returnTo: state.originalUrl };
}

function safeTokens(params: Readonly<Record<string, string | undefined>>, now: number): OAuthTokens | undefined {
  try {
    return oauthTokensFromResponse(params, now, OAUTH_HASH_EXPIRY_TRIM_MS);
  } catch {
    return undefined;
  }
}
