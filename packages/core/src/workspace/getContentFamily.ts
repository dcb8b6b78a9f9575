import { ITEM_TYPE_COLLECTIONS, type ItemTypeCollection } from './itemTypeCollections.ts';

/** The hub family of an item type (spec 3 §2 routes; the reference's getFamily). */
export type ContentFamily =
  | 'content'
  | 'app'
  | 'dataset'
  | 'document'
  | 'map'
  | 'feedback'
  | 'template'
  | 'initiative'
  | 'project'
  | 'discussion'
  | 'event'
  | 'organization'
  | 'site';

/**
 * Types whose family is not their collection's (the reference's overrides), but one: the reference files a Feature
 * Service under datasets and then overrides it to maps "as part of a reclassification" its own comment calls
 * temporary; Plaza's hosted layers are its datasets, whose pages at /datasets/{id} carry the data (issue 15,
 * ADR 0123), so a Feature Service stays a dataset (ADR 0203).
 */
const FAMILY_OVERRIDES: Readonly<Record<string, ContentFamily>> = Object.freeze({
  'image service': 'dataset',
  'raster layer': 'map',
  'microsoft excel': 'document',
  'cad drawing': 'content',
  'feature collection template': 'content',
  'report template': 'content',
  'hub project': 'project',
  discussion: 'discussion',
  event: 'event',
  'hub initiative': 'initiative',
  organization: 'organization',
});

/** The family of a collection: `other` is generic content, `solution` a template. */
const COLLECTION_FAMILY: Readonly<Record<ItemTypeCollection, ContentFamily>> = Object.freeze({
  app: 'app',
  dataset: 'dataset',
  document: 'document',
  event: 'event',
  feedback: 'feedback',
  initiative: 'initiative',
  template: 'template',
  solution: 'template',
  map: 'map',
  other: 'content',
  site: 'site',
});

const COLLECTION_BY_TYPE: ReadonlyMap<string, ItemTypeCollection> = new Map(
  (Object.keys(ITEM_TYPE_COLLECTIONS) as ItemTypeCollection[])
    .flatMap((collection) => ITEM_TYPE_COLLECTIONS[collection].map((type) => [type.toLowerCase(), collection] as const))
    .reverse(),
);

/**
 * The hub family of an item type, case-insensitively, as the reference decides it (getFamily; ADR 0203): a few
 * types by name (an Image Service a dataset, a Raster Layer a map, Excel a document…), the others by the
 * collection that holds them (`other` is generic content, solutions are templates); a Feature Service is a dataset.
 * Undefined for a type no collection holds.
 *
 * @example
 * getContentFamily('Web Map'); // "map"
 * getContentFamily('Map Service'); // "map"
 * getContentFamily('Hub Page'); // "document" (its route is still /pages: see getSiteRelativeLink)
 * getContentFamily('Code Attachment'); // "content"
 */
export function getContentFamily(itemType: string): ContentFamily | undefined {
  const type = itemType.toLowerCase();
  const override = FAMILY_OVERRIDES[type];
  if (override) return override;
  const collection = COLLECTION_BY_TYPE.get(type);
  return collection ? COLLECTION_FAMILY[collection] : undefined;
}
