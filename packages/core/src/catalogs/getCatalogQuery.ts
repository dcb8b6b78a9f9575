import { HubError } from '../errors/HubError.ts';
import type { HubQuery, TargetEntity } from '../search/HubQuery.ts';
import { expandFamilyTypes } from './expandFamilyTypes.ts';
import type { HubCatalog } from './HubCatalog.ts';

/**
 * The query of a catalog's scope for a target, narrowed to one of its collections when a key is
 * given: the collection's filters are ANDed to the scope's (and to `extra` filters, e.g. the user's
 * search), so a collection can never reach outside its catalog. `$family` types of the catalog (as the reference
 * writes them) become the family's item types. Throws `UNKNOWN_COLLECTION` for a key
 * the catalog does not have.
 *
 * @example
 * getCatalogQuery(catalog, 'item', { collection: 'dataset', filters: [{ predicates: [{ term: 'parks' }] }] });
 */
export function getCatalogQuery(
  catalog: HubCatalog,
  targetEntity: TargetEntity,
  options: { readonly collection?: string; readonly filters?: HubQuery['filters'] } = {},
): HubQuery {
  const scope = catalog.scopes[targetEntity] ?? { targetEntity, filters: [] };
  const collection = options.collection
    ? catalog.collections.find((c) => c.key === options.collection && c.targetEntity === targetEntity)
    : undefined;
  if (options.collection && !collection) {
    throw new HubError('UNKNOWN_COLLECTION', `Catalog has no ${targetEntity} collection '${options.collection}'.`);
  }
  return {
    ...scope,
    targetEntity,
    filters: [
      ...expandFamilyTypes(scope.filters),
      ...expandFamilyTypes(collection?.scope.filters ?? []),
      ...(options.filters ?? []),
    ],
  };
}
