import type { PredicateValue } from '../search/HubQuery.ts';
import type { HubCatalog } from './HubCatalog.ts';

function values(value: PredicateValue | undefined): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((entry): entry is string => typeof entry === 'string');
  if (value && typeof value === 'object' && !Array.isArray(value) && !('type' in value)) {
    const options = value as { any?: string | readonly string[]; all?: string | readonly string[] };
    return [...values(options.any as PredicateValue | undefined), ...values(options.all as PredicateValue | undefined)];
  }
  return [];
}

/**
 * The groups a catalog's item scope draws from (its `group` predicates, `any` and `all` values included): content
 * shared with them is in the catalog. Empty for a catalog scoped otherwise (its organisation, say).
 *
 * @example
 * getCatalogGroups({ schemaVersion: 1, title: 'Parks', collections: [],
 *   scopes: { item: { targetEntity: 'item', filters: [{ predicates: [{ group: ['g1', 'g2'] }] }] } } });
 * // ['g1', 'g2']
 */
export function getCatalogGroups(catalog: HubCatalog | undefined): string[] {
  const filters = catalog?.scopes.item?.filters ?? [];
  const ids = filters.flatMap((filter) => filter.predicates.flatMap((predicate) => values(predicate.group)));
  return [...new Set(ids)];
}
