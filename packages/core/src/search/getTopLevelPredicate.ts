import { HubError } from '../errors/HubError.ts';
import type { QueryFilter, TopLevelPredicate } from './HubQuery.ts';
import { SEARCH_ERROR_CODES, TOP_LEVEL_MESSAGES } from './searchMessages.ts';

/**
 * Reads a predicate that may appear only once (`term`, `bbox`, `searchUserAccess`, `searchUserName`),
 * enforcing the four rules of spec 1 §5: one filter, one predicate, not ORed, a string or boolean.
 * Returns `undefined` when absent.
 *
 * @example
 * getTopLevelPredicate('term', [{ predicates: [{ term: 'water' }] }]); // "water"
 */
export function getTopLevelPredicate(
  name: TopLevelPredicate,
  filters: readonly QueryFilter[],
): string | boolean | undefined {
  const withName = filters.filter((filter) => filter.predicates.some((p) => name in p));
  if (withName.length > 1) fail(TOP_LEVEL_MESSAGES.manyFilters(name, withName.length));
  const filter = withName[0];
  if (!filter) return undefined;
  const predicates = filter.predicates.filter((p) => name in p);
  if (predicates.length > 1) fail(TOP_LEVEL_MESSAGES.manyPredicates(name, predicates.length));
  const predicate = predicates[0];
  // The fields of one predicate are ANDed; only other predicates of an OR filter are ORed to it.
  if ((filter.operation ?? 'OR') === 'OR' && filter.predicates.length > 1) fail(TOP_LEVEL_MESSAGES.ored(name));
  const value = predicate?.[name];
  if (typeof value !== 'string' && typeof value !== 'boolean') fail(TOP_LEVEL_MESSAGES.primitive(name));
  return value;
}

function fail(message: string): never {
  throw new HubError(SEARCH_ERROR_CODES.topLevelPredicate, message);
}
