import { HubError } from './HubError.ts';

/**
 * Looking for a free slug failed (the portal search behind it threw). Spec 1 §8.
 *
 * @example
 * new UniqueSlugError(new Error('boom')).message; // "Error in getUniqueSlug Error: boom"
 */
export class UniqueSlugError extends HubError {
  declare readonly code: 'UNIQUE_SLUG_FAILED';

  constructor(cause: unknown) {
    super('UNIQUE_SLUG_FAILED', `Error in getUniqueSlug ${String(cause)}`, { cause });
    this.name = 'UniqueSlugError';
  }
}
