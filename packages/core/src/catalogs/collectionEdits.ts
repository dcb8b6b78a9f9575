import type { HubCollection } from './HubCatalog.ts';
import { ITEM_COLLECTION_LABELS, ITEM_COLLECTION_TYPES, type ItemCollectionKey } from './itemCollections.ts';
import { getItemCollection } from './getDefaultItemCollections.ts';

/**
 * The catalog editor's changes to a catalog's collections (ADR 0226). Each returns a new list and leaves every
 * field it was not asked to change as it was stored (unknown fields, `displayConfig`, `include`).
 */

/**
 * A new item collection at the end: a known family (`dataset`, `site`…) with its types, or a custom one named by
 * its label, with a key made from the label that no other collection has.
 *
 * @example
 * addCollection(collections, { family: 'initiative' });
 * addCollection(collections, { label: 'Park maps' }); // key 'parkMaps'
 */
export function addCollection(
  collections: readonly HubCollection[],
  what: { readonly family: ItemCollectionKey } | { readonly label: string },
): HubCollection[] {
  const taken = new Set(collections.map((c) => c.key));
  if ('family' in what) {
    if (taken.has(what.family)) return [...collections];
    return [...collections, getItemCollection(what.family)];
  }
  const label = what.label.trim();
  const base = collectionKeyOf(label);
  let key = base;
  for (let n = 2; taken.has(key); n += 1) key = `${base}${n}`;
  return [...collections, { key, label, targetEntity: 'item', scope: { targetEntity: 'item', filters: [] } }];
}

/**
 * The key a custom collection's label gives: its letters and digits in camel case (`collection` when none).
 *
 * @example
 * collectionKeyOf('Park maps 2024'); // 'parkMaps2024'
 */
export function collectionKeyOf(label: string): string {
  const words = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const key = words
    .map((word, index) => (index === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1).toLowerCase()))
    .join('');
  return key && !/^[0-9]/.test(key) ? key : `collection${key}`;
}

/**
 * The collection at `index` moved one place up (`-1`) or down (`1`); at either end the list is unchanged.
 *
 * @example
 * moveCollection(collections, 2, -1); // the third is now second
 */
export function moveCollection(collections: readonly HubCollection[], index: number, step: -1 | 1): HubCollection[] {
  const next = [...collections];
  const to = index + step;
  if (index < 0 || index >= next.length || to < 0 || to >= next.length) return next;
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/**
 * The list without the collection at `index`.
 *
 * @example
 * removeCollection(collections, 0);
 */
export function removeCollection(collections: readonly HubCollection[], index: number): HubCollection[] {
  return collections.filter((_, i) => i !== index);
}

/**
 * The collection at `index` with the fields changed. `hidden` is written both where Plaza reads it and, when the
 * stored collection has a `displayConfig` (the reference's place for it), in `displayConfig.hidden`, so both agree.
 *
 * @example
 * updateCollection(collections, 1, { hidden: true });
 */
export function updateCollection(
  collections: readonly HubCollection[],
  index: number,
  patch: Partial<Pick<HubCollection, 'label' | 'hidden' | 'scope'>>,
): HubCollection[] {
  return collections.map((collection, i) => {
    if (i !== index) return collection;
    const next: HubCollection = { ...collection, ...patch };
    if (patch.hidden !== undefined && collection.displayConfig) {
      return { ...next, displayConfig: { ...collection.displayConfig, hidden: patch.hidden } };
    }
    return next;
  });
}

/**
 * The item families a collection can still be added for (those the catalog has no collection of), in table order.
 *
 * @example
 * addableFamilies(getDefaultItemCollections()); // ['initiative', 'page', 'template']
 */
export function addableFamilies(collections: readonly HubCollection[]): ItemCollectionKey[] {
  const taken = new Set(collections.map((c) => c.key));
  return (Object.keys(ITEM_COLLECTION_TYPES) as ItemCollectionKey[]).filter((key) => !taken.has(key));
}

/**
 * The label a collection shows: its own, else its family's default (the reference stores `null` for "the default").
 *
 * @example
 * collectionLabelOf({ key: 'dataset', label: '' }); // 'Data'
 */
export function collectionLabelOf(collection: Pick<HubCollection, 'key' | 'label'>): string {
  if (collection.label) return collection.label;
  return collection.key in ITEM_COLLECTION_LABELS
    ? ITEM_COLLECTION_LABELS[collection.key as ItemCollectionKey]
    : collection.key;
}
