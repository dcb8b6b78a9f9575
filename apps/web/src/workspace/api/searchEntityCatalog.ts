import { hubSearch, type HubCatalog, type PortalCallOptions } from '@plaza/core';
import { catalogFilters } from '../../search/runCatalogSearch.ts';
import { resultViewOf, type ResultView } from '../../search/resultView.ts';

/** The items of an entity's catalog, or `undefined` when the catalog has no scope yet. */
export interface CatalogContents {
  readonly total: number;
  readonly results: readonly ResultView[];
}

/**
 * The items in an entity's catalog (spec 1 §3 Catalog), most recently changed first, as the signed-in user may see
 * them: the same catalog query the public search uses, sent with the user's session, narrowed to one item type when
 * one is given. A catalog whose item scope has no filter yet has no contents (rather than "everything").
 *
 * @example
 * const contents = await searchEntityCatalog(project.catalog, { portal, authentication });
 */
export async function searchEntityCatalog(
  catalog: HubCatalog,
  options: PortalCallOptions,
  num = 20,
  type?: string,
): Promise<CatalogContents | undefined> {
  const scope = catalog.scopes.item;
  if (!scope || scope.filters.length === 0) return undefined;
  const page = await hubSearch(
    {
      targetEntity: 'item',
      filters: [...catalogFilters(catalog, { q: '', collection: '' }), ...(type ? [{ predicates: [{ type }] }] : [])],
      num,
      sortField: 'modified',
      sortOrder: 'desc',
    },
    { requestOptions: options },
  );
  return { total: page.total, results: page.results.map((result) => resultViewOf(result, options.portal)) };
}
