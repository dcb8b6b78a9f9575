/**
 * The base of every error Plaza raises. Code decides, never the message.
 *
 * @example
 * try { ... } catch (e) { if (e instanceof HubError && e.code === 'NOT_FOUND') ... }
 */
export class HubError extends Error {
  constructor(
    readonly code: string,
    message: string,
    options: { cause?: unknown; status?: number } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'HubError';
    this.status = options.status;
  }

  /** HTTP-like status when the error came from a service (portal code or hub API status). */
  readonly status: number | undefined;
}
