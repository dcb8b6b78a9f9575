import type { Db } from '../db/database.ts';
import { findAccessToken } from '../db/repositories/accessTokenRepository.ts';
import type { IssuedToken } from './issueAccessToken.ts';
import { hashSecret } from './tokenSecret.ts';

/**
 * The token this portal's federated server (`/arcgis`) is handed for a caller whose token the caller
 * middleware accepted: that same token, with its own expiry (ADR 0102). The server is this process
 * and reads the same token table, so a second token would add a credential with the same powers;
 * the same token is revoked by sign-out and expires with the session. Undefined when the token is
 * unknown, revoked or expired by `now`.
 *
 * @example
 * const issued = await federatedServerToken(db, token, now); // { token, expires }
 */
export async function federatedServerToken(db: Db, token: string, now: number): Promise<IssuedToken | undefined> {
  const row = await findAccessToken(db, hashSecret(token));
  if (!row || row.revoked || row.expires <= now) return undefined;
  return { token, expires: row.expires };
}
