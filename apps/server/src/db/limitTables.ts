/** A token bucket per key (migration 0172, ADR 0186). */
export interface RateLimitBucketTable {
  scope: string;
  key: string;
  tokens: number;
  at: number;
  allowed: boolean;
}

/** What a key took and was refused in one fixed window (migration 0172, ADR 0186). */
export interface RateLimitWindowTable {
  scope: string;
  key: string;
  window_start: number;
  used: number;
  refused: number;
  allowed: boolean;
}
