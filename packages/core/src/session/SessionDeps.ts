/**
 * What session code needs from its surroundings, injected so it runs (and is tested) anywhere.
 * Network calls go through `@esri/arcgis-rest-request`, which uses `globalThis.fetch`.
 *
 * @example
 * await refreshSession(session, { now: () => fixedNow, randomBytes: (n) => new Uint8Array(n) });
 */
export interface SessionDeps {
  /** Current time in epoch milliseconds. */
  readonly now: () => number;
  /**
   * Cryptographically strong random bytes (PKCE verifier, OAuth state). A byte source rather
   * than a `Math.random`-like number, because these values guard the sign-in.
   */
  readonly randomBytes: (length: number) => Uint8Array;
  /** Sent as `referer` with username/password token requests (the page origin in a browser). */
  readonly referer?: string;
}

/**
 * Fills in the defaults: the system clock and Web Crypto. Tests pass their own `now` and `randomBytes`.
 *
 * @example
 * const deps = resolveSessionDeps({ now: () => 1_700_000_000_000 });
 * deps.now(); // 1700000000000
 */
export function resolveSessionDeps(overrides: Partial<SessionDeps> = {}): SessionDeps {
  return {
    now: overrides.now ?? (() => Date.now()),
    randomBytes: overrides.randomBytes ?? ((length) => globalThis.crypto.getRandomValues(new Uint8Array(length))),
    ...(overrides.referer !== undefined ? { referer: overrides.referer } : {}),
  };
}
