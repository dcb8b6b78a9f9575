import type { MatchOptions, PredicateValue, QueryFilter } from '../search/HubQuery.ts';
import { ITEM_COLLECTION_TYPES } from './itemCollections.ts';

const MAP_TYPES: readonly string[] = ['Web Map', 'Web Scene'];

/** The item types of each family a catalog may name as `$family` (the reference's well-known type families). */
const FAMILY_TYPES: Readonly<Record<string, readonly string[]>> = {
  app: ITEM_COLLECTION_TYPES.appAndMap.filter((type) => !MAP_TYPES.includes(type)),
  map: MAP_TYPES,
  dataset: ITEM_COLLECTION_TYPES.dataset,
  document: ITEM_COLLECTION_TYPES.document,
  feedback: ITEM_COLLECTION_TYPES.feedback,
  site: ITEM_COLLECTION_TYPES.site,
  project: ITEM_COLLECTION_TYPES.project,
  initiative: ITEM_COLLECTION_TYPES.initiative,
  page: ITEM_COLLECTION_TYPES.page,
  template: ITEM_COLLECTION_TYPES.template,
};

/**
 * Filters with every `$family` type (`{ type: { any: ['$dataset'] } }`, as the reference writes catalog
 * collections) replaced by that family's item types, so a catalog written by the reference searches the same items
 * in Plaza. Unknown families and plain types are left as they are.
 *
 * @example
 * expandFamilyTypes([{ predicates: [{ type: { any: ['$site'] } }] }]);
 * // [{ predicates: [{ type: { any: ['Hub Site Application', 'Site Application'] } }] }]
 */
export function expandFamilyTypes(filters: readonly QueryFilter[]): QueryFilter[] {
  return filters.map((filter) => ({
    ...filter,
    predicates: filter.predicates.map((predicate) =>
      predicate.type === undefined ? predicate : { ...predicate, type: expandValue(predicate.type) },
    ),
  }));
}

function expandValue(value: PredicateValue): PredicateValue {
  if (typeof value === 'string') return value.startsWith('$') ? expandList([value]) : value;
  if (Array.isArray(value)) return expandList(value as readonly string[]);
  if (typeof value === 'object' && !('type' in value)) {
    const options = value as MatchOptions;
    const expanded: Record<string, string | readonly string[]> = {};
    for (const key of ['any', 'all', 'not', 'exact'] as const) {
      const part = options[key];
      if (part !== undefined) expanded[key] = typeof part === 'string' ? expandList([part]) : expandList(part);
    }
    return expanded;
  }
  return value;
}

function expandList(values: readonly string[]): string[] {
  const types = values.flatMap((value) =>
    value.startsWith('$') ? (FAMILY_TYPES[value.slice(1)] ?? [value]) : [value],
  );
  return [...new Set(types)];
}
