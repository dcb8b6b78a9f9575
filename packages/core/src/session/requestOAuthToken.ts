import { cleanUrl, request } from '@esri/arcgis-rest-request';
import { oauthTokensFromResponse, type OAuthTokens } from './oauthTokensFromResponse.ts';
import { OAUTH_TOKEN_EXPIRY_TRIM_MS } from './sessionConstants.ts';
import { SessionError, type SessionErrorCode } from './SessionError.ts';
import { tokenRequestFailure } from './tokenRequestFailure.ts';

/** The grants Plaza uses at `/oauth2/token` (spec 1 §7). */
export type OAuthTokenParams =
  | { grant_type: 'authorization_code'; client_id: string; redirect_uri: string; code: string; code_verifier?: string }
  | { grant_type: 'refresh_token'; client_id: string; refresh_token: string }
  | { grant_type: 'exchange_refresh_token'; client_id: string; refresh_token: string; redirect_uri?: string };

/** How to report a failure of this particular grant. */
export interface OAuthTokenFailure {
  readonly code: SessionErrorCode;
  /** Fixed message; when absent the portal's own message is used. */
  readonly message?: string;
}

/**
 * `POST {portal}/oauth2/token` through the client library's `request` (form encoding, error
 * bodies), with the expiries of spec 1 §9 computed from the injected clock. Any failure, including
 * an answer that carries no token, becomes a {@link SessionError} with the given code.
 *
 * @example
 * const tokens = await requestOAuthToken(portal, { grant_type: 'refresh_token', client_id, refresh_token }, now(),
 *   { code: 'TOKEN_REFRESH_FAILED', message: 'Unable to refresh token.' });
 */
export async function requestOAuthToken(
  portal: string,
  params: OAuthTokenParams,
  now: number,
  failure: OAuthTokenFailure,
): Promise<OAuthTokens> {
  let body: unknown;
  try {
    body = await request(`${cleanUrl(portal)}/oauth2/token`, { httpMethod: 'POST', params: { ...params, f: 'json' } });
  } catch (error) {
    throw tokenRequestFailure(error, failure.code, failure.message);
  }
  try {
    return oauthTokensFromResponse(body, now, OAUTH_TOKEN_EXPIRY_TRIM_MS);
  } catch (error) {
    throw new SessionError(failure.code, failure.message ?? 'The portal answered without an access token.', {
      cause: error,
    });
  }
}
