/** How many batches one address may post: a burst, then a steady rate. */
export interface IngestRateLimits {
  readonly burst: number;
  readonly perMinute: number;
  /** The most addresses remembered; the longest-unseen one is forgotten first. */
  readonly maxAddresses: number;
}

/**
 * The limits for a rate per minute: a browser posts a batch at most every 3 s (20 a minute), so the default 240 lets
 * several tabs and a shared address through; the burst is a quarter of a minute's worth.
 *
 * @example
 * new IngestRateLimit(ingestRateLimits(config.telemetry.batchesPerMinute));
 */
export function ingestRateLimits(perMinute: number): IngestRateLimits {
  return { burst: Math.max(1, Math.ceil(perMinute / 4)), perMinute, maxAddresses: 10_000 };
}

/**
 * A token bucket per client address for the telemetry ingest (issue 22): `take` spends one batch's token and answers
 * undefined, or how many seconds to wait when the address has none left (the 429's `Retry-After`). Memory is bounded
 * by `maxAddresses`.
 *
 * @example
 * const wait = limits.take(address, Date.now());
 * if (wait !== undefined) throw new HubApiError(429, 'Too Many Requests', '...', wait);
 */
export class IngestRateLimit {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(private readonly limits: IngestRateLimits) {}

  take(address: string, now: number): number | undefined {
    const perMs = this.limits.perMinute / 60_000;
    const seen = this.buckets.get(address);
    const tokens = seen ? Math.min(this.limits.burst, seen.tokens + (now - seen.at) * perMs) : this.limits.burst;
    // Re-inserted so the map's order is least recently seen first.
    this.buckets.delete(address);
    if (tokens < 1) {
      this.buckets.set(address, { tokens, at: now });
      return Math.max(1, Math.ceil((1 - tokens) / perMs / 1000));
    }
    this.buckets.set(address, { tokens: tokens - 1, at: now });
    if (this.buckets.size > this.limits.maxAddresses) {
      this.buckets.delete(this.buckets.keys().next().value!);
    }
    return undefined;
  }
}
