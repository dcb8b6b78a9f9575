import type { Db } from '../db/database.ts';
import { deleteIdleBuckets, takeBucketToken } from '../db/repositories/rateLimitRepository.ts';

/** How many requests one address may make: a burst, then a steady rate. */
export interface AddressRateLimits {
  readonly burst: number;
  readonly perMinute: number;
}

/**
 * The limits of a rate per minute: a burst of a quarter of a minute's worth.
 *
 * @example
 * addressRateLimit('telemetry', perMinuteLimits(config.telemetry.batchesPerMinute));
 */
export function perMinuteLimits(perMinute: number): AddressRateLimits {
  return { burst: Math.max(1, Math.ceil(perMinute / 4)), perMinute };
}

/** A rate limit over keys (an address, or an address and a survey). */
export interface AddressRateLimit {
  /** Spends one request's token of `key`: undefined, or the seconds to wait when it has none (`Retry-After`). */
  take(db: Db, key: string, now: number): Promise<number | undefined>;
}

/** Buckets idle this long past full are forgotten, at most once a minute per limit and process. */
const PRUNE_EVERY_MS = 60_000;
/** Longer keys are cut (a forwarded address is the client's text): a key is an address and maybe an id. */
const MAX_KEY_LENGTH = 200;

/**
 * A token bucket per key, kept in the database (issue 42, ADR 0186): every process sharing the database spends from
 * the same bucket, and simultaneous requests are counted one after another (one statement under the row's lock).
 * `scope` names the limit (`telemetry`, `survey-answers`). Buckets that have been full for a while are deleted now
 * and then, so the table holds only the keys seen lately. Used by the telemetry ingest and by survey answers.
 *
 * @example
 * const limit = addressRateLimit('telemetry', perMinuteLimits(240));
 * const wait = await limit.take(db, address, Date.now());
 * if (wait !== undefined) throw new HubApiError(429, 'Too Many Requests', '...', wait);
 */
export function addressRateLimit(scope: string, limits: AddressRateLimits): AddressRateLimit {
  const perMs = limits.perMinute / 60_000;
  const rate = { burst: limits.burst, perMs };
  // Time for an empty bucket to fill: after it, an untouched bucket is the same as none.
  const fullAfterMs = Math.ceil(limits.burst / perMs);
  let prunedAt: number | undefined;
  return {
    async take(db, key, now) {
      const { allowed, tokens } = await takeBucketToken(db, scope, key.slice(0, MAX_KEY_LENGTH), rate, now);
      if (prunedAt === undefined || now - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = now;
        await deleteIdleBuckets(db, scope, now - fullAfterMs);
      }
      return allowed ? undefined : Math.max(1, Math.ceil((1 - tokens) / perMs / 1000));
    },
  };
}
