/**
 * An error of the hub services under `/api/...`: a real HTTP status and
 * `{"error":{"title","detail"}}` (spec 1 §7, §8).
 */
export class HubApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 503,
    readonly title: string,
    readonly detail: string,
    /** Seconds to wait before trying again (a 429's `Retry-After`). */
    readonly retryAfter?: number,
  ) {
    super(`${title} :: ${detail} :: ${status}`);
    this.name = 'HubApiError';
  }
}
