import type { Db } from '../db/database.ts';
import { insertAccessToken } from '../db/repositories/accessTokenRepository.ts';
import { hashSecret, newSecret } from './tokenSecret.ts';

export interface IssueAccessTokenInput {
  readonly username: string;
  readonly now: number;
  /** Lifetime in minutes. */
  readonly expirationMinutes: number;
  readonly source: 'password' | 'oauth';
  readonly clientId?: string | null;
  readonly familyId?: string | null;
  readonly referer?: string | null;
  readonly requestIp?: string | null;
}

export interface IssuedToken {
  readonly token: string;
  /** Expiry, epoch ms. */
  readonly expires: number;
}

/**
 * Creates an access token: 256 random bits, of which only the hash is stored.
 *
 * @example
 * const { token, expires } = await issueAccessToken(db, { username, now, expirationMinutes: 60, source: 'password' });
 */
export async function issueAccessToken(db: Db, input: IssueAccessTokenInput): Promise<IssuedToken> {
  const token = newSecret();
  const expires = input.now + input.expirationMinutes * 60_000;
  await insertAccessToken(db, {
    token_hash: hashSecret(token),
    username: input.username,
    source: input.source,
    client_id: input.clientId ?? null,
    family_id: input.familyId ?? null,
    referer: input.referer ?? null,
    request_ip: input.requestIp ?? null,
    created: input.now,
    expires,
  });
  return { token, expires };
}
