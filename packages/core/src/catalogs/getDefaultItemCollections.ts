import type { HubCollection } from './HubCatalog.ts';
import {
  DEFAULT_ITEM_COLLECTION_KEYS,
  ITEM_COLLECTION_LABELS,
  ITEM_COLLECTION_TYPES,
  type ItemCollectionKey,
} from './itemCollections.ts';

/**
 * Builds item collections (default: appAndMap, dataset, document, feedback, site, project), each
 * scoped to its item types. Fresh objects on every call: a caller may change them freely.
 *
 * @example
 * getDefaultItemCollections().map((c) => c.key); // ['appAndMap', 'dataset', ...]
 * getDefaultItemCollections(['dataset'])[0].scope.filters; // [{ predicates: [{ type: ['Feature Service', ...] }] }]
 */
export function getDefaultItemCollections(
  keys: readonly ItemCollectionKey[] = DEFAULT_ITEM_COLLECTION_KEYS,
): HubCollection[] {
  return keys.map((key) => getItemCollection(key));
}

/**
 * One item collection by key.
 *
 * @example
 * getItemCollection('site').scope.filters; // [{ predicates: [{ type: ['Hub Site Application', 'Site Application'] }] }]
 */
export function getItemCollection(key: ItemCollectionKey): HubCollection {
  return {
    key,
    label: ITEM_COLLECTION_LABELS[key],
    targetEntity: 'item',
    scope: { targetEntity: 'item', filters: [{ predicates: [{ type: [...ITEM_COLLECTION_TYPES[key]] }] }] },
  };
}
