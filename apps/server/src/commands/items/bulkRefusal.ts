import { PortalError } from '../../errors/portalError.ts';

/**
 * The refusal of a whole bulk call (issue 18, ADR 0153): nothing was done, and `details` names every item that
 * stopped it.
 *
 * @example
 * throw bulkRefusal('deleted', ['3f…'], 'they are protected or not yours to delete');
 */
export function bulkRefusal(done: string, refused: readonly string[], why: string): PortalError {
  return new PortalError(
    403,
    'CONT_0031',
    `Nothing was ${done}: ${refused.length} of these items cannot be, because ${why}.`,
    refused,
  );
}
