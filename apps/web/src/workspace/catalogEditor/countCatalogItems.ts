import { getCatalogQuery, hubSearch, type HubCatalog, type PortalCallOptions } from '@plaza/core';

/**
 * How many items a catalog (or one of its collections) holds as the signed-in person may see them: the same catalog
 * query the public search sends, with nothing typed, one result asked for. `undefined` when the catalog's item scope
 * has no filter yet (it holds nothing; the workspace never searches "everything").
 *
 * @example
 * const total = await countCatalogItems(draft, undefined, { portal, authentication });
 */
export async function countCatalogItems(
  catalog: HubCatalog,
  collection: string | undefined,
  options: PortalCallOptions,
): Promise<number | undefined> {
  if (!catalog.scopes.item?.filters.length) return undefined;
  const query = getCatalogQuery(catalog, 'item', collection ? { collection } : {});
  const page = await hubSearch({ targetEntity: 'item', filters: query.filters, num: 1 }, { requestOptions: options });
  return page.total;
}
