import type { HubCatalog } from '../../catalogs/HubCatalog.ts';
import type { PredicateValue } from '../../search/HubQuery.ts';
import { SITE_COLLECTION_CATEGORIES } from './searchCategoriesToCollections.ts';

/**
 * The legacy catalog (`{ groups }`) a site that still has one is saved with beside its catalog, as the reference
 * keeps older clients working: the groups of the item scope's first group predicate (none gives no groups).
 *
 * @example
 * catalogToLegacy(upgradeCatalogSchema({ groups: ['g1'] })); // { groups: ['g1'] }
 */
export function catalogToLegacy(catalog: HubCatalog): { groups: string[] } {
  const filters = catalog.scopes.item?.filters ?? [];
  for (const filter of filters) {
    const predicate = filter.predicates.find((p) => Boolean(p.group));
    if (predicate?.group !== undefined) return { groups: groupsOf(predicate.group) };
  }
  return { groups: [] };
}

function groupsOf(value: PredicateValue): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return [...(value as readonly string[])];
  if (typeof value === 'object' && 'any' in value && value.any !== undefined) {
    return typeof value.any === 'string' ? [value.any] : [...value.any];
  }
  return [];
}

/**
 * The legacy search categories (`data.values.searchCategories`) a site that still has a legacy catalog is saved
 * with: one per default collection (dataset, site, app and map, document), hidden as the collection is, with its
 * label as the category's text when it has one.
 *
 * @example
 * collectionsToSearchCategories(catalog.collections)[0];
 * // { hidden: true, key: 'components.search.category_tabs.sites', queryParams: { collection: 'Site' } }
 */
export function collectionsToSearchCategories(collections: HubCatalog['collections']): Record<string, unknown>[] {
  return collections.flatMap((collection) => {
    const category = SITE_COLLECTION_CATEGORIES[collection.key];
    if (!category) return [];
    const hidden = collection.hidden ?? collection.displayConfig?.hidden === true;
    return [
      {
        hidden: Boolean(hidden),
        key: category.key,
        queryParams: { collection: category.collection },
        ...(collection.label ? { overrideText: collection.label } : {}),
      },
    ];
  });
}
