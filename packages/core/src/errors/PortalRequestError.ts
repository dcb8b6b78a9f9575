import { HubError } from './HubError.ts';

/**
 * A portal call that failed. `code` is the portal's message code, else its numeric code,
 * else `UNKNOWN_ERROR_CODE` (spec 3 §8); `status` is the numeric portal code (400, 403, 498, ...).
 *
 * @example
 * if (error instanceof PortalRequestError && error.status === 498) signIn();
 */
export class PortalRequestError extends HubError {
  constructor(
    code: string,
    message: string,
    options: {
      status?: number;
      url?: string;
      cause?: unknown;
      isAuthError?: boolean;
      details?: readonly string[];
    } = {},
  ) {
    super(code, message, options);
    this.name = 'PortalRequestError';
    this.url = options.url;
    this.isAuthError = options.isAuthError ?? false;
    this.details = options.details ?? [];
  }

  readonly url: string | undefined;
  /** The portal's `details`: for a refused bulk call, the ids of the items that stopped it. */
  readonly details: readonly string[];
  /** True for 498, 499 and the "Unable to generate token." 400: the caller should sign in again. */
  readonly isAuthError: boolean;
}
