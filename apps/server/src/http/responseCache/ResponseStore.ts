/** A cached answer: its bytes, the headers its route gave it, and its entity tag. */
export interface StoredResponse {
  readonly body: Uint8Array<ArrayBuffer>;
  readonly headers: readonly (readonly [string, string])[];
  readonly etag: string;
}

/** How much a store keeps: entries, their bytes together, and the largest body it keeps at all. */
export interface ResponseStoreLimits {
  readonly maxEntries: number;
  readonly maxBytes: number;
  readonly maxBodyBytes: number;
}

export const DEFAULT_STORE_LIMITS: ResponseStoreLimits = {
  maxEntries: 2_000,
  maxBytes: 64 * 1024 * 1024,
  maxBodyBytes: 512 * 1024,
};

/**
 * Answers kept for one data version, least recently used dropped first beyond the limits. Asking with a newer
 * version empties it, and an older one (a slow request's) is neither answered nor kept: nothing made from older data
 * is handed out.
 *
 * @example
 * const store = new ResponseStore();
 * store.set(7, key, response);
 * store.get(7, key); // the response; store.get(8, key) is undefined and empties the store
 */
export class ResponseStore {
  private version: number | undefined;
  private readonly entries = new Map<string, StoredResponse>();
  private bytes = 0;

  constructor(private readonly limits: ResponseStoreLimits = DEFAULT_STORE_LIMITS) {}

  /** The largest answer it keeps. */
  get maxBodyBytes(): number {
    return this.limits.maxBodyBytes;
  }

  get(version: number, key: string): StoredResponse | undefined {
    if (!this.moveTo(version)) return undefined;
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(version: number, key: string, entry: StoredResponse): void {
    if (!this.moveTo(version)) return;
    if (entry.body.byteLength > this.limits.maxBodyBytes) return;
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += entry.body.byteLength;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.delete(oldest);
    }
  }

  /** How many answers and bytes are kept now. */
  get size(): { readonly entries: number; readonly bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** Moves on to a newer version (emptied); false for an older one, which a slow request may still hold. */
  private moveTo(version: number): boolean {
    if (version === this.version) return true;
    if (this.version !== undefined && version < this.version) return false;
    this.version = version;
    this.entries.clear();
    this.bytes = 0;
    return true;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.byteLength;
  }
}
