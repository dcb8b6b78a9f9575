import type { ItemCollectionKey } from './itemCollections.ts';

/** A category of the catalog search screen: a label over a collection (spec 1 §3). */
export interface SearchCategory {
  readonly key: string;
  readonly label: string;
  readonly collection: ItemCollectionKey;
  readonly hidden: boolean;
}

/**
 * The default search categories (spec 1 §3): sites (hidden), data, documents, apps and maps.
 *
 * @example
 * SEARCH_CATEGORIES.filter((c) => !c.hidden).map((c) => c.key); // ['data', 'documents', 'appsAndMaps']
 */
export const SEARCH_CATEGORIES: readonly SearchCategory[] = Object.freeze([
  Object.freeze({ key: 'sites', label: 'Sites', collection: 'site', hidden: true }),
  Object.freeze({ key: 'data', label: 'Data', collection: 'dataset', hidden: false }),
  Object.freeze({ key: 'documents', label: 'Documents', collection: 'document', hidden: false }),
  Object.freeze({ key: 'appsAndMaps', label: 'Apps and Maps', collection: 'appAndMap', hidden: false }),
] satisfies SearchCategory[]);
