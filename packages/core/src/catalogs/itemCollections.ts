/**
 * The item types of each item collection: the default catalog collections (spec 3 §9: appAndMap,
 * dataset, document, feedback, site, project) and the other item families the hub search API serves.
 * The portal and the hub search API read the same table, so both answer a collection alike.
 *
 * @example
 * ITEM_COLLECTION_TYPES.dataset.includes('CSV'); // true
 */
export const ITEM_COLLECTION_TYPES = {
  appAndMap: [
    'Web Map',
    'Web Scene',
    'Web Mapping Application',
    'Application',
    'Dashboard',
    'StoryMap',
    'Web Experience',
    'Insights Page',
    'Insights Workbook',
    'Urban Model',
    'Mobile Application',
  ],
  dataset: [
    'Feature Service',
    'Map Service',
    'Image Service',
    'Vector Tile Service',
    'Scene Service',
    'WFS',
    'WMS',
    'WMTS',
    'Feature Collection',
    'Table',
    'CSV',
    'CSV Collection',
    'Shapefile',
    'GeoJson',
    'File Geodatabase',
    'KML',
    'KML Collection',
    'GeoPackage',
  ],
  document: [
    'PDF',
    'Microsoft Word',
    'Microsoft Excel',
    'Microsoft Powerpoint',
    'Document Link',
    'Image',
    'Visio Document',
    'iWork Pages',
    'iWork Keynote',
    'iWork Numbers',
    'Report Template',
  ],
  feedback: ['Form', 'Quick Capture Project', 'Survey123 Add In'],
  site: ['Hub Site Application', 'Site Application'],
  project: ['Hub Project'],
  initiative: ['Hub Initiative'],
  page: ['Hub Page', 'Site Page'],
  template: ['Hub Initiative Template', 'Solution'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

/** A key of {@link ITEM_COLLECTION_TYPES}. */
export type ItemCollectionKey = keyof typeof ITEM_COLLECTION_TYPES;

/**
 * The default item-catalog collections, in order (spec 3 §9).
 *
 * @example
 * getDefaultItemCollections(DEFAULT_ITEM_COLLECTION_KEYS.filter((key) => key !== 'feedback'));
 */
export const DEFAULT_ITEM_COLLECTION_KEYS = [
  'appAndMap',
  'dataset',
  'document',
  'feedback',
  'site',
  'project',
] as const satisfies readonly ItemCollectionKey[];

/**
 * English labels of the item collections (the web app translates by key).
 *
 * @example
 * ITEM_COLLECTION_LABELS.dataset; // "Data"
 */
export const ITEM_COLLECTION_LABELS: Readonly<Record<ItemCollectionKey, string>> = {
  appAndMap: 'Apps and Maps',
  dataset: 'Data',
  document: 'Documents',
  feedback: 'Feedback',
  site: 'Sites',
  project: 'Projects',
  initiative: 'Initiatives',
  page: 'Pages',
  template: 'Templates',
};

/**
 * True when the key names an item collection.
 *
 * @example
 * if (isItemCollectionKey(param)) ITEM_COLLECTION_TYPES[param];
 */
export function isItemCollectionKey(key: string): key is ItemCollectionKey {
  return Object.hasOwn(ITEM_COLLECTION_TYPES, key);
}
