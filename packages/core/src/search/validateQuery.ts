import { HubError } from '../errors/HubError.ts';
import type { HubQuery } from './HubQuery.ts';
import { SEARCH_ERROR_CODES, SEARCH_MESSAGES } from './searchMessages.ts';

/**
 * Checks the shape every search needs (spec 3 §5): a query, a filters array, and at least one filter
 * or a collection. Throws a {@link HubError} whose message is the spec's, exactly.
 *
 * @example
 * validateQuery({ targetEntity: 'item', filters: [] }); // throws "Query must contain at least one Filter or a collection."
 */
export function validateQuery(query: HubQuery | null | undefined): asserts query is HubQuery {
  if (!query) fail('queryRequired');
  if (!Array.isArray(query.filters)) fail('filtersArray');
  if (query.filters.length === 0 && !query.collection) fail('filterOrCollection');
}

/** Throws the error of one message key. */
export function fail(key: keyof typeof SEARCH_MESSAGES): never {
  throw new HubError(SEARCH_ERROR_CODES[key], SEARCH_MESSAGES[key]);
}
