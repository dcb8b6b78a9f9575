/**
 * The largest CSV item the hub serves for download through its proxy (spec 3 §9 "CSV download limit").
 *
 * @example
 * item.size <= CSV_DOWNLOAD_LIMIT;
 */
export const CSV_DOWNLOAD_LIMIT = 5_000_000;

/**
 * Item types whose item is a file people download (spec 3 "about 43 file types", not listed there): the reference's
 * 43 downloadable types, `Notebook` among them (ADR 0203).
 *
 * @example
 * DOWNLOADABLE_TYPES.includes('Shapefile'); // true
 * DOWNLOADABLE_TYPES.includes('Notebook'); // true
 */
export const DOWNLOADABLE_TYPES: readonly string[] = Object.freeze([
  '360 VR Experience',
  'Application',
  'CityEngine Web Scene',
  'Code Sample',
  'CSV Collection',
  'CSV',
  'CAD Drawing',
  'Desktop Application',
  'Desktop Application Template',
  'Desktop Style',
  'File Geodatabase',
  'GeoJson',
  'Geoprocessing Package',
  'Geoprocessing Sample',
  'Image',
  'iWork Keynote',
  'iWork Numbers',
  'KML Collection',
  'KML',
  'Layer',
  'Layer File',
  'Layer Package',
  'Layout',
  'Locator Package',
  'Map Package',
  'Map Service Definition',
  'Map Template',
  'Microsoft Excel',
  'Microsoft Powerpoint',
  'Microsoft Visio',
  'Microsoft Word',
  'Notebook',
  'Operations Dashboard Add In',
  'PDF',
  'Pro Map',
  'Project Package',
  'Project Template',
  'Raster function template',
  'Rule Package',
  'Service Definition',
  'Shapefile',
  'Vector Tile Package',
  'Workflow Manager Package',
]);

/** What the rule reads of an item. */
export interface DownloadableItem {
  readonly type: string;
  readonly typeKeywords: readonly string[];
  readonly access: string;
  /** Bytes of the item's file (portal `size`). */
  readonly size?: number | undefined;
}

/**
 * Whether the hub offers an item's file for download (spec 3 "Content"): a CSV only when public, not on a private
 * portal, and at most {@link CSV_DOWNLOAD_LIMIT} bytes (it goes through the hub's proxy; the spec decides this where
 * the reference offers every CSV, ADR 0203); any other item of a
 * {@link DOWNLOADABLE_TYPES} type, or carrying the `Data` keyword. (Hosted layers are exported, not downloaded as a
 * file: see `requestDownload`.)
 *
 * @example
 * isDownloadable({ type: 'CSV', typeKeywords: [], access: 'public', size: 1200 }, { privatePortal: false }); // true
 * isDownloadable({ type: 'CSV', typeKeywords: [], access: 'org', size: 1200 }, { privatePortal: false }); // false
 */
export function isDownloadable(item: DownloadableItem, portal: { readonly privatePortal: boolean }): boolean {
  if (item.type === 'CSV') {
    return item.access === 'public' && !portal.privatePortal && (item.size ?? Infinity) <= CSV_DOWNLOAD_LIMIT;
  }
  return DOWNLOADABLE_TYPES.includes(item.type) || item.typeKeywords.includes('Data');
}
