/** The content families that decide a site-relative route (spec 3 §2). */
export type ContentFamily =
  | 'content'
  | 'app'
  | 'dataset'
  | 'document'
  | 'map'
  | 'feedback'
  | 'template'
  | 'solution'
  | 'initiativeTemplate'
  | 'initiative'
  | 'project'
  | 'discussion'
  | 'event'
  | 'page'
  | 'site';

const FAMILY_TYPES: Readonly<Record<Exclude<ContentFamily, 'content'>, readonly string[]>> = {
  app: [
    'Application',
    'Dashboard',
    'Experience Builder Widget',
    'Insights Page',
    'Insights Workbook',
    'Mobile Application',
    'Native Application',
    'Operation View',
    'StoryMap',
    'Story Map',
    'Urban Model',
    'Web Experience',
    'Web Mapping Application',
  ],
  dataset: [
    'CSV',
    'CSV Collection',
    'Feature Collection',
    'Feature Layer',
    'Feature Service',
    'File Geodatabase',
    'GeoJson',
    'GeoPackage',
    'Image Service',
    'KML',
    'KML Collection',
    'Map Service',
    'OGCFeatureServer',
    'Raster Layer',
    'Scene Service',
    'Shapefile',
    'Table',
    'Vector Tile Service',
    'WFS',
    'WMS',
    'WMTS',
  ],
  document: [
    'Document Link',
    'Image',
    'iWork Keynote',
    'iWork Numbers',
    'iWork Pages',
    'Microsoft Excel',
    'Microsoft PowerPoint',
    'Microsoft Word',
    'PDF',
    'Visio Document',
  ],
  map: [
    'Map Package',
    'Mobile Map Package',
    'Scene Package',
    'Tile Package',
    'Vector Tile Package',
    'Web Map',
    'Web Scene',
  ],
  feedback: ['Form', 'Quick Capture Project'],
  template: ['Desktop Application Template', 'Layer Template', 'Map Template', 'Report Template'],
  solution: ['Solution'],
  initiativeTemplate: ['Hub Initiative Template'],
  initiative: ['Hub Initiative'],
  project: ['Hub Project'],
  discussion: ['Discussion'],
  event: ['Event'],
  page: ['Hub Page', 'Site Page'],
  site: ['Hub Site Application', 'Site Application'],
};

const FAMILY_BY_TYPE: ReadonlyMap<string, ContentFamily> = new Map(
  Object.entries(FAMILY_TYPES).flatMap(([family, types]) =>
    types.map((type): [string, ContentFamily] => [type.toLowerCase(), family as ContentFamily]),
  ),
);

/**
 * The content family of a portal item type (spec 2 §3 "Item type categories", spec 3 §2), `content` for
 * anything not listed (ADR 0026). Case-insensitive.
 *
 * @example
 * getContentFamily('Web Map'); // "map"
 * getContentFamily('Hub Initiative Template'); // "initiativeTemplate"
 * getContentFamily('Code Attachment'); // "content"
 */
export function getContentFamily(itemType: string): ContentFamily {
  return FAMILY_BY_TYPE.get(itemType.toLowerCase()) ?? 'content';
}
