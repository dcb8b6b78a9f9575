import type { HubCatalog } from '../../catalogs/HubCatalog.ts';
import { upgradeCatalogSchema } from '../../catalogs/upgradeCatalogSchema.ts';
import { isRecord } from '../common/mutableItemModel.ts';
import type { ItemModel } from '../items/itemModel.ts';
import { searchCategoriesToCollections } from './searchCategoriesToCollections.ts';

/**
 * Title of a site catalog converted from a legacy one (the reference's).
 *
 * @example
 * siteCatalogOf({ item, data: { catalog: { groups: ['g1'] } } }).title; // "Default Site Catalog"
 */
export const DEFAULT_SITE_CATALOG_TITLE = 'Default Site Catalog';

/**
 * A site's catalog as the reference reads it (ADR 0197): the stored schema-1 catalog `data.catalogV2` when there
 * is one; otherwise the legacy `data.catalog` (its groups, or its org for an org home site) converted to catalog
 * schema 1 and titled "Default Site Catalog" — the umbrella site searching open data only — with one collection per
 * legacy search category (`data.values.searchCategories`, or the default four). A catalog that cannot be read
 * gives the default one, never an error.
 *
 * @example
 * siteCatalogOf({ item, data: { catalog: { groups: ['3ef2b8c1a7d94e0f9b1c2d3e4f5a6b7c'] } } }).scopes.item;
 * // { targetEntity: 'item', filters: [{ predicates: [{ group: ['3ef2b8c1a7d94e0f9b1c2d3e4f5a6b7c'] }] }] }
 */
export function siteCatalogOf(model: ItemModel): HubCatalog {
  const data = isRecord(model.data) ? model.data : {};
  if (data.catalogV2) return readOrDefault(data.catalogV2);
  const values = isRecord(data.values) ? data.values : {};
  const stored = isRecord(data.catalog) ? data.catalog : {};
  let catalog: HubCatalog;
  if (stored.schemaVersion) {
    catalog = readOrDefault(stored);
  } else {
    const upgraded = upgradeCatalogSchema(stored);
    const item = upgraded.scopes.item ?? { targetEntity: 'item', filters: [] };
    catalog = values.isUmbrella
      ? { ...upgraded, scopes: { item: { ...item, filters: [{ predicates: [{ openData: true }] }] } } }
      : upgraded;
    catalog = { ...catalog, title: DEFAULT_SITE_CATALOG_TITLE };
  }
  const collections = searchCategoriesToCollections(values.searchCategories).map((collection) =>
    values.isUmbrella
      ? { ...collection, hidden: false, displayConfig: { ...collection.displayConfig, hidden: false } }
      : collection,
  );
  return { ...catalog, collections };
}

function readOrDefault(catalog: unknown): HubCatalog {
  try {
    return upgradeCatalogSchema(catalog);
  } catch {
    return upgradeCatalogSchema({});
  }
}
