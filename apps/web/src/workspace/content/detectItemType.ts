/** The item types a person can add from the workspace, in the order the type list shows them. */
export const ADDABLE_ITEM_TYPES = [
  'CSV',
  'GeoJson',
  'Shapefile',
  'KML',
  'GeoPackage',
  'File Geodatabase',
  'PDF',
  'Microsoft Excel',
  'Microsoft Word',
  'Microsoft Powerpoint',
  'Image',
] as const;

/** One of {@link ADDABLE_ITEM_TYPES}. */
export type AddableItemType = (typeof ADDABLE_ITEM_TYPES)[number];

const BY_EXTENSION: Readonly<Record<string, AddableItemType>> = {
  csv: 'CSV',
  geojson: 'GeoJson',
  json: 'GeoJson',
  zip: 'Shapefile',
  kml: 'KML',
  kmz: 'KML',
  gpkg: 'GeoPackage',
  gdb: 'File Geodatabase',
  pdf: 'PDF',
  xls: 'Microsoft Excel',
  xlsx: 'Microsoft Excel',
  doc: 'Microsoft Word',
  docx: 'Microsoft Word',
  ppt: 'Microsoft Powerpoint',
  pptx: 'Microsoft Powerpoint',
  png: 'Image',
  jpg: 'Image',
  jpeg: 'Image',
  gif: 'Image',
  webp: 'Image',
  tif: 'Image',
  tiff: 'Image',
};

/** The file extensions the type detection knows, as an `accept` list for a file input (`.csv,.geojson,…`). */
export const ADDABLE_EXTENSIONS: string = Object.keys(BY_EXTENSION)
  .map((extension) => `.${extension}`)
  .join(',');

/** True when the text names one of {@link ADDABLE_ITEM_TYPES}. */
export function isAddableItemType(value: string): value is AddableItemType {
  return (ADDABLE_ITEM_TYPES as readonly string[]).includes(value);
}

/** The last segment of a URL's path (decoded), or of a plain file name. */
function lastSegment(nameOrUrl: string): string {
  let path = nameOrUrl.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      path = decodeURIComponent(new URL(path).pathname);
    } catch {
      return '';
    }
  }
  return path.split(/[\\/]/).pop() ?? '';
}

/**
 * The item type of a file or URL, from its extension only (ADR 0108): `.csv` → `CSV`, `.geojson` and `.json` →
 * `GeoJson`, `.zip` → `Shapefile`, `.pdf` → `PDF`, `.xlsx` → `Microsoft Excel`… For a URL the extension of the last
 * path segment counts (the query does not). `undefined` when there is none or it is not known: the person chooses.
 *
 * @example
 * detectItemType('Street Trees.csv'); // "CSV"
 * detectItemType('https://example.org/data/parks.geojson?v=2'); // "GeoJson"
 */
export function detectItemType(nameOrUrl: string): AddableItemType | undefined {
  const segment = lastSegment(nameOrUrl);
  const dot = segment.lastIndexOf('.');
  if (dot < 0) return undefined;
  const extension = segment.slice(dot + 1).toLowerCase();
  return Object.hasOwn(BY_EXTENSION, extension) ? BY_EXTENSION[extension] : undefined;
}

/** The item types of a link registered by its address (not fetched), in the order the type list shows them. */
export const LINK_ITEM_TYPES = [
  'Document Link',
  'Web Mapping Application',
  'Web Experience',
  'Dashboard',
  'StoryMap',
  'Feature Service',
  'Map Service',
  'Image Service',
  'Vector Tile Service',
] as const;

const SERVICE_TYPES: readonly (readonly [RegExp, (typeof LINK_ITEM_TYPES)[number]])[] = [
  [/\/FeatureServer(\/\d+)?\/?$/i, 'Feature Service'],
  [/\/MapServer(\/\d+)?\/?$/i, 'Map Service'],
  [/\/ImageServer\/?$/i, 'Image Service'],
  [/\/VectorTileServer\/?$/i, 'Vector Tile Service'],
];

/**
 * The item type of a link registered by its address: a feature, map, image or vector tile service by its path, else a
 * web page (`Document Link`) the person may change to an app type.
 *
 * @example
 * detectLinkType('https://example.org/arcgis/rest/services/Trees/FeatureServer/0'); // "Feature Service"
 * detectLinkType('https://example.org/permits-explorer'); // "Document Link"
 */
export function detectLinkType(url: string): (typeof LINK_ITEM_TYPES)[number] {
  let path = '';
  try {
    path = new URL(url.trim()).pathname;
  } catch {
    return 'Document Link';
  }
  return SERVICE_TYPES.find(([pattern]) => pattern.test(path))?.[1] ?? 'Document Link';
}
