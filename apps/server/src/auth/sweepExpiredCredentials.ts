import type { Db } from '../db/database.ts';
import { deleteExpiredAccessTokens } from '../db/repositories/accessTokenRepository.ts';
import { deleteExpiredOAuthCodes, deleteExpiredRefreshTokens } from '../db/repositories/oauthRepository.ts';

/** How much one sweep may delete: `batches` statements of at most `batchSize` rows per kind. */
export interface SweepBounds {
  readonly batchSize: number;
  readonly batches: number;
}

export const DEFAULT_SWEEP_BOUNDS: SweepBounds = Object.freeze({ batchSize: 500, batches: 10 });

/** Rows one sweep deleted, per kind. */
export interface SweepResult {
  readonly accessTokens: number;
  readonly oauthCodes: number;
  readonly refreshTokens: number;
}

const KINDS = [
  ['accessTokens', deleteExpiredAccessTokens],
  ['oauthCodes', deleteExpiredOAuthCodes],
  ['refreshTokens', deleteExpiredRefreshTokens],
] as const;

/**
 * Deletes access tokens, OAuth codes and refresh tokens whose expiry is at or before `now`, in short
 * statements of at most `batchSize` rows so that no request waits long behind one; what is left over
 * the bound waits for the next sweep. Unexpired rows, revoked or used ones included, are kept: they
 * still answer for themselves (a replayed code, a reused refresh token) until they expire.
 *
 * @example
 * const { accessTokens } = await sweepExpiredCredentials(db, Date.now());
 */
export async function sweepExpiredCredentials(
  db: Db,
  now: number,
  bounds: SweepBounds = DEFAULT_SWEEP_BOUNDS,
): Promise<SweepResult> {
  const deleted = { accessTokens: 0, oauthCodes: 0, refreshTokens: 0 };
  for (const [kind, deleteExpired] of KINDS) {
    for (let batch = 0; batch < bounds.batches; batch++) {
      const count = await deleteExpired(db, now, bounds.batchSize);
      deleted[kind] += count;
      if (count < bounds.batchSize) break;
    }
  }
  return deleted;
}
