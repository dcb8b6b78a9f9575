import { issueOAuthTokens, revokeTokenFamily, type OAuthTokenSet } from '../../auth/oauthTokens.ts';
import type { OAuthClient } from '../../auth/oauthClients.ts';
import { verifyPkceS256 } from '../../auth/pkce.ts';
import { hashSecret } from '../../auth/tokenSecret.ts';
import type { Db } from '../../db/database.ts';
import { findUserByUsername } from '../../db/repositories/userRepository.ts';
import {
  claimOAuthCode,
  claimRefreshTokenRotation,
  findOAuthCode,
  findRefreshToken,
} from '../../db/repositories/oauthRepository.ts';

/** An OAuth error (RFC 6749 §5.2); `username` is who it concerned, when known (for the abuse limit). */
export interface GrantError {
  readonly error: 'invalid_grant' | 'invalid_request';
  readonly description: string;
  readonly username?: string;
}

export type GrantResult =
  | { readonly ok: true; readonly username: string; readonly tokens: OAuthTokenSet }
  | ({ readonly ok: false } & GrantError);

const fail = (error: GrantError['error'], description: string, username?: string): GrantResult => ({
  ok: false,
  error,
  description,
  ...(username ? { username } : {}),
});

/**
 * `authorization_code`: single-use codes of at most 10 minutes, the exact redirect URI, PKCE S256.
 * A code presented twice revokes every token issued from it.
 */
export async function grantAuthorizationCode(
  db: Db,
  client: OAuthClient,
  input: { code: string; redirectUri: string | undefined; codeVerifier: string | undefined; now: number },
): Promise<GrantResult> {
  const codeHash = hashSecret(input.code);
  const code = await findOAuthCode(db, codeHash);
  if (!code || code.client_id !== client.clientId) return fail('invalid_grant', 'Invalid authorization code.');
  if (code.used) {
    await revokeTokenFamily(db, code.family_id);
    return fail('invalid_grant', 'The authorization code was already used; its tokens are revoked.', code.username);
  }
  if (code.expires <= input.now) return fail('invalid_grant', 'The authorization code has expired.', code.username);
  if (input.redirectUri !== code.redirect_uri) {
    return fail('invalid_grant', 'redirect_uri does not match the authorization request.', code.username);
  }
  if (code.code_challenge) {
    if (!input.codeVerifier || !verifyPkceS256(input.codeVerifier, code.code_challenge)) {
      return fail('invalid_grant', 'The PKCE code_verifier does not match.', code.username);
    }
  } else if (client.type === 'public') {
    return fail('invalid_grant', 'A public client must use PKCE.', code.username);
  }
  if (!(await claimOAuthCode(db, codeHash))) {
    await revokeTokenFamily(db, code.family_id);
    return fail('invalid_grant', 'The authorization code was already used; its tokens are revoked.', code.username);
  }
  if (!(await activeUser(db, code.username))) return fail('invalid_grant', 'The user is disabled.', code.username);
  const tokens = await issueOAuthTokens(db, {
    username: code.username,
    clientId: client.clientId,
    familyId: code.family_id,
    now: input.now,
    refreshMinutes: code.expiration_minutes,
  });
  return { ok: true, username: code.username, tokens };
}

/**
 * `refresh_token` (a new access token) and `exchange_refresh_token` (a new access token and a new
 * refresh token with a fresh lifetime). A public client's refresh token is rotated on every use
 * (RFC 9700 §4.14.2): `refresh_token` also answers a new refresh token, ending when the spent one would
 * have. A spent refresh token presented again means a copy exists: the whole family is revoked.
 */
export async function grantRefresh(
  db: Db,
  client: OAuthClient,
  input: { refreshToken: string; rotate: boolean; now: number },
): Promise<GrantResult> {
  const tokenHash = hashSecret(input.refreshToken);
  const row = await findRefreshToken(db, tokenHash);
  if (!row || row.client_id !== client.clientId) return fail('invalid_grant', 'Invalid refresh token.');
  if (row.revoked) return fail('invalid_grant', 'The refresh token was revoked.', row.username);
  if (row.rotated) {
    await revokeTokenFamily(db, row.family_id);
    return fail('invalid_grant', 'The refresh token was already exchanged; its session is revoked.', row.username);
  }
  if (row.expires <= input.now) return fail('invalid_grant', 'The refresh token has expired.', row.username);
  if (!(await activeUser(db, row.username))) return fail('invalid_grant', 'The user is disabled.', row.username);
  if (!input.rotate && client.type !== 'public') {
    const tokens = await issueOAuthTokens(db, {
      username: row.username,
      clientId: client.clientId,
      familyId: row.family_id,
      now: input.now,
    });
    return { ok: true, username: row.username, tokens };
  }
  if (!(await claimRefreshTokenRotation(db, tokenHash))) {
    await revokeTokenFamily(db, row.family_id);
    return fail('invalid_grant', 'The refresh token was already exchanged; its session is revoked.', row.username);
  }
  // exchange_refresh_token renews the lifetime; a plain refresh keeps the session's end.
  const lifetimeMinutes = input.rotate
    ? Math.max(1, Math.floor((row.expires - row.created) / 60_000))
    : Math.max(1, Math.floor((row.expires - input.now) / 60_000));
  const tokens = await issueOAuthTokens(db, {
    username: row.username,
    clientId: client.clientId,
    familyId: row.family_id,
    now: input.now,
    refreshMinutes: lifetimeMinutes,
  });
  return { ok: true, username: row.username, tokens };
}

async function activeUser(db: Db, username: string): Promise<boolean> {
  const user = await findUserByUsername(db, username);
  return user !== undefined && !user.disabled;
}
