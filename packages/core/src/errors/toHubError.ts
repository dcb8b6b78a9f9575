import { HubError } from './HubError.ts';

/**
 * Whatever was thrown, as a {@link HubError}: hub errors pass through, anything else gets the default code
 * `UNKNOWN_ERROR` and its message (or "Unknown error"), the original kept as `cause` (spec 1 §8 "Defaults").
 *
 * @example
 * toHubError('boom').code; // "UNKNOWN_ERROR"
 */
export function toHubError(error: unknown): HubError {
  if (error instanceof HubError) return error;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return new HubError('UNKNOWN_ERROR', message || 'Unknown error', { cause: error });
}
