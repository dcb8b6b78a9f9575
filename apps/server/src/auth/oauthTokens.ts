import type { Db } from '../db/database.ts';
import { revokeAccessTokenFamily } from '../db/repositories/accessTokenRepository.ts';
import { insertRefreshToken, revokeRefreshTokenFamily } from '../db/repositories/oauthRepository.ts';
import { issueAccessToken } from './issueAccessToken.ts';
import { hashSecret, newSecret } from './tokenSecret.ts';

/** Lifetime of an OAuth access token; the refresh token keeps the session going. */
export const OAUTH_ACCESS_MINUTES = 30;
/** Default and maximum refresh-token lifetime (spec 1 §9: 20160 minutes). */
export const REFRESH_TOKEN_MINUTES = 20160;

export interface OAuthTokenSet {
  readonly accessToken: string;
  /** Seconds. */
  readonly expiresIn: number;
  readonly refreshToken?: string;
  readonly refreshExpiresIn?: number;
}

/**
 * Issues an access token, and a refresh token when `refreshMinutes` is given, in one token family:
 * revoking the family (a replayed code, a reused refresh token) revokes them all.
 *
 * @example
 * const set = await issueOAuthTokens(db, { username, clientId, familyId, now, refreshMinutes: 20160 });
 */
export async function issueOAuthTokens(
  db: Db,
  input: {
    username: string;
    clientId: string;
    familyId: string;
    now: number;
    accessMinutes?: number;
    refreshMinutes?: number;
  },
): Promise<OAuthTokenSet> {
  const accessMinutes = input.accessMinutes ?? OAUTH_ACCESS_MINUTES;
  const access = await issueAccessToken(db, {
    username: input.username,
    now: input.now,
    expirationMinutes: accessMinutes,
    source: 'oauth',
    clientId: input.clientId,
    familyId: input.familyId,
  });
  if (input.refreshMinutes === undefined) return { accessToken: access.token, expiresIn: accessMinutes * 60 };
  const refreshToken = newSecret();
  await insertRefreshToken(db, {
    token_hash: hashSecret(refreshToken),
    family_id: input.familyId,
    client_id: input.clientId,
    username: input.username,
    created: input.now,
    expires: input.now + input.refreshMinutes * 60_000,
  });
  return {
    accessToken: access.token,
    expiresIn: accessMinutes * 60,
    refreshToken,
    refreshExpiresIn: input.refreshMinutes * 60,
  };
}

/** Revokes every access and refresh token of a family. */
export async function revokeTokenFamily(db: Db, familyId: string): Promise<void> {
  await revokeAccessTokenFamily(db, familyId);
  await revokeRefreshTokenFamily(db, familyId);
}
