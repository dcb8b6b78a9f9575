import { z } from 'zod';
import { findOAuthClient, type OAuthClient } from '../../auth/oauthClients.ts';
import { isValidS256Challenge } from '../../auth/pkce.ts';
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/database.ts';
import { stringParam, type PortalParams } from '../../http/portalParams.ts';
import type { SignInMessages } from './signInMessages.ts';

/** The OAuth parameters the sign-in form carries from GET to POST unchanged. */
export const AUTHORIZE_FIELDS = [
  'client_id',
  'redirect_uri',
  'response_type',
  'state',
  'code_challenge',
  'code_challenge_method',
  'expiration',
  'locale',
] as const;

export interface AuthorizeRequest {
  readonly client: OAuthClient;
  readonly redirectUri: string;
  readonly responseType: 'code' | 'token';
  readonly state: string | undefined;
  readonly codeChallenge: string | undefined;
  /** Minutes: refresh-token lifetime (code flow) or token lifetime (implicit flow). */
  readonly expirationMinutes: number;
  /** The original parameters, for the form's hidden fields. */
  readonly hidden: Readonly<Record<string, string>>;
}

export type AuthorizeValidation =
  | { readonly kind: 'ok'; readonly request: AuthorizeRequest }
  /** Cannot be sent back to the client: shown on the portal's page, never redirected. */
  | { readonly kind: 'page'; readonly message: keyof Pick<SignInMessages, 'unknownClient' | 'invalidRedirect'> }
  /** A valid client and redirect URI, but a bad request: sent back with `error`. */
  | { readonly kind: 'redirect'; readonly url: string };

const expiration = z.coerce.number().int().min(1).max(20160);

/**
 * Checks an authorization request in the order RFC 6749 §4.1.2.1 asks: an unknown client or a
 * redirect URI that is not registered byte for byte is never redirected to; everything else is
 * reported to the client's redirect URI with `error` and the unchanged `state`.
 */
export async function validateAuthorizeRequest(
  db: Db,
  config: Config,
  params: PortalParams,
  protocol: 'http:' | 'https:',
): Promise<AuthorizeValidation> {
  const clientId = stringParam(params, 'client_id') ?? '';
  const client = await findOAuthClient(db, config, clientId, protocol);
  if (!client) return { kind: 'page', message: 'unknownClient' };
  const redirectUri = stringParam(params, 'redirect_uri') ?? '';
  if (!(await client.redirectUris.includes(redirectUri))) return { kind: 'page', message: 'invalidRedirect' };

  const state = stringParam(params, 'state');
  const fail = (error: string, description: string): AuthorizeValidation => ({
    kind: 'redirect',
    url: redirectWith(
      redirectUri,
      { error, error_description: description, ...(state !== undefined ? { state } : {}) },
      false,
    ),
  });
  const responseType = stringParam(params, 'response_type') ?? 'code';
  if (responseType !== 'code' && responseType !== 'token') {
    return fail('unsupported_response_type', 'response_type must be code (or token for clients that allow it).');
  }
  if (responseType === 'token' && !client.allowImplicit) {
    return fail('unauthorized_client', 'This client may not use the implicit flow.');
  }
  const challenge = stringParam(params, 'code_challenge');
  const method = stringParam(params, 'code_challenge_method');
  if (challenge !== undefined || method !== undefined) {
    if (method !== 'S256') return fail('invalid_request', 'code_challenge_method must be S256.');
    if (!challenge || !isValidS256Challenge(challenge)) return fail('invalid_request', 'Invalid code_challenge.');
  } else if (responseType === 'code' && client.type === 'public') {
    return fail('invalid_request', 'A public client must send a PKCE code_challenge (S256).');
  }
  const rawExpiration = stringParam(params, 'expiration');
  const minutes = rawExpiration === undefined ? undefined : expiration.safeParse(rawExpiration);
  if (minutes && !minutes.success) return fail('invalid_request', 'expiration must be 1–20160 minutes.');

  const hidden: Record<string, string> = {};
  for (const field of AUTHORIZE_FIELDS) {
    const value = stringParam(params, field);
    if (value !== undefined) hidden[field] = value;
  }
  return {
    kind: 'ok',
    request: {
      client,
      redirectUri,
      responseType,
      state,
      codeChallenge: challenge,
      expirationMinutes: minutes?.data ?? (responseType === 'token' ? 120 : 20160),
      hidden,
    },
  };
}

/**
 * The redirect URI with parameters added: to the query (code flow, errors) or the fragment
 * (implicit flow). Parameters already in the registered URI stay.
 */
export function redirectWith(redirectUri: string, values: Record<string, string>, inFragment: boolean): string {
  const url = new URL(redirectUri);
  if (inFragment) {
    url.hash = new URLSearchParams(values).toString();
  } else {
    for (const [key, value] of Object.entries(values)) url.searchParams.set(key, value);
  }
  return url.toString();
}
