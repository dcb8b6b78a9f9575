import type { HubCollection } from '../../catalogs/HubCatalog.ts';
import type { Predicate } from '../../search/HubQuery.ts';
import { isRecord } from '../common/mutableItemModel.ts';

/** The search category keys sites stored (`data.values.searchCategories[].key`). */
const CATEGORY = {
  data: 'components.search.category_tabs.data',
  sites: 'components.search.category_tabs.sites',
  documents: 'components.search.category_tabs.documents',
  appsAndMaps: 'components.search.category_tabs.apps_and_maps',
  events: 'components.search.category_tabs.events',
  initiatives: 'components.search.category_tabs.initiatives',
} as const;

/** Collection key of each category (a Premium site's "initiatives" tab was its sites tab). */
const COLLECTION_OF: Readonly<Record<string, string>> = {
  [CATEGORY.data]: 'dataset',
  [CATEGORY.initiatives]: 'site',
  [CATEGORY.sites]: 'site',
  [CATEGORY.documents]: 'document',
  [CATEGORY.appsAndMaps]: 'appAndMap',
};

/**
 * The category each default site collection is saved back as, and the collection query parameter it carries.
 *
 * @example
 * SITE_COLLECTION_CATEGORIES.dataset; // { key: 'components.search.category_tabs.data', collection: 'Dataset' }
 */
export const SITE_COLLECTION_CATEGORIES: Readonly<
  Record<string, { readonly key: string; readonly collection: string }>
> = {
  dataset: { key: CATEGORY.data, collection: 'Dataset' },
  site: { key: CATEGORY.sites, collection: 'Site' },
  appAndMap: { key: CATEGORY.appsAndMaps, collection: 'App,Map' },
  document: { key: CATEGORY.documents, collection: 'Document' },
};

/** What a site without stored search categories shows (the reference's defaults; events are not a collection). */
const DEFAULT_CATEGORIES: readonly Record<string, unknown>[] = [
  { key: CATEGORY.sites, hidden: true },
  { key: CATEGORY.data },
  { key: CATEGORY.documents },
  { key: CATEGORY.appsAndMaps },
];

/**
 * A site's catalog collections from its legacy search categories, as the reference builds them: one per category
 * (events and unknown categories left out) in the stored order, each over its well-known type families
 * (`$dataset`, `$app` and `$map`, ...), labelled only when the category had its own text (an empty label means the
 * translated default), hidden as the category was. Without stored categories: sites (hidden), data, documents,
 * apps and maps.
 *
 * @example
 * searchCategoriesToCollections(undefined).map((c) => c.key); // ['site', 'dataset', 'document', 'appAndMap']
 */
export function searchCategoriesToCollections(categories: unknown): HubCollection[] {
  const list = Array.isArray(categories) ? categories : DEFAULT_CATEGORIES;
  // As in the reference, a collection named by two categories (a site's "initiatives" and "sites" tabs) is listed
  // twice, with the settings of the later one.
  const keys: string[] = [];
  const settings = new Map<string, { readonly label: string; readonly hidden: boolean }>();
  for (const category of list) {
    if (!isRecord(category) || typeof category.key !== 'string') continue;
    const key = COLLECTION_OF[category.key];
    if (!key) continue;
    keys.push(key);
    const label = typeof category.overrideText === 'string' ? category.overrideText : '';
    settings.set(key, { label, hidden: Boolean(category.hidden) });
  }
  return keys.map((key) => {
    const { label, hidden } = settings.get(key) ?? { label: '', hidden: false };
    return {
      label,
      key,
      include: [],
      targetEntity: 'item',
      scope: { targetEntity: 'item', filters: [{ predicates: [familyPredicate(key)] }] },
      displayConfig: { hidden },
      hidden,
    };
  });
}

function familyPredicate(key: string): Predicate {
  return { type: { any: key === 'appAndMap' ? ['$app', '$map'] : [`$${key}`] } };
}
