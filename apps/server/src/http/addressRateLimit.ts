/** How many requests one address may make: a burst, then a steady rate. */
export interface AddressRateLimits {
  readonly burst: number;
  readonly perMinute: number;
  /** The most addresses remembered; the longest-unseen one is forgotten first. */
  readonly maxAddresses: number;
}

/**
 * The limits of a rate per minute: a burst of a quarter of a minute's worth, 10,000 addresses remembered.
 *
 * @example
 * new AddressRateLimit(perMinuteLimits(config.telemetry.batchesPerMinute));
 */
export function perMinuteLimits(perMinute: number): AddressRateLimits {
  return { burst: Math.max(1, Math.ceil(perMinute / 4)), perMinute, maxAddresses: 10_000 };
}

/**
 * A token bucket per client address (or any key: an address and a survey), in memory: `take` spends one request's token
 * and answers undefined, or how many seconds to wait when the key has none left (a 429's `Retry-After`). Memory is
 * bounded by `maxAddresses`. Used by the telemetry ingest and by survey answers (issues 21, 22).
 *
 * @example
 * const wait = limits.take(address, Date.now());
 * if (wait !== undefined) throw new HubApiError(429, 'Too Many Requests', '...', wait);
 */
export class AddressRateLimit {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(private readonly limits: AddressRateLimits) {}

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
