import { QuerySyntaxError } from '../../search/QuerySyntaxError.ts';
import { portalErrors } from '../../errors/portalError.ts';

/**
 * Runs the reading and compiling of a search; a malformed `q` or parameter becomes the 400 of the
 * portal envelope whose message (and only detail) says what is wrong. Every portal search uses it.
 *
 * @example
 * const request = portalQuery(() => readSearchRequest(params, GROUP_SEARCH));
 */
export function portalQuery<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof QuerySyntaxError) throw portalErrors.badRequest(error.message, [error.message]);
    throw error;
  }
}
