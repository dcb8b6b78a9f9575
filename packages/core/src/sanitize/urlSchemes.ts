/**
 * URL schemes a link may use (spec 2 §5, spec 3 §5): http, https, mailto, tel and the mobile-app schemes of
 * the ArcGIS allow-list (Survey123, Field Maps, Navigator, …). Relative, hash and slash paths need no scheme.
 * Written out, not read from `@esri/arcgis-html-sanitizer` at import: building its sanitiser is the costliest thing a
 * public page would otherwise do at start-up just to check a link (ADR 0162); a unit test keeps the two lists equal.
 *
 * @example
 * URL_SCHEMES.includes('arcgis-survey123'); // true
 */
export const URL_SCHEMES: readonly string[] = Object.freeze([
  'http',
  'https',
  'mailto',
  'iform',
  'tel',
  'flow',
  'lfmobile',
  'arcgis-navigator',
  'arcgis-appstudio-player',
  'arcgis-survey123',
  'arcgis-collector',
  'arcgis-workforce',
  'arcgis-explorer',
  'arcgis-trek2there',
  'arcgis-quickcapture',
  'mspbi',
  'comgooglemaps',
  'pdfefile',
  'pdfehttp',
  'pdfehttps',
  'boxapp',
  'boxemm',
  'awb',
  'awbs',
  'gropen',
  'radarscope',
]);

/**
 * Link schemes of the item-description and rich-text profiles: {@link URL_SCHEMES} plus `ftp` (spec 3 §5).
 *
 * @example
 * RICH_LINK_SCHEMES.includes('ftp'); // true
 */
export const RICH_LINK_SCHEMES: readonly string[] = Object.freeze([...URL_SCHEMES, 'ftp']);

/** Schemes of image, audio and video sources (plus `data:image/…` where a profile allows it). */
export const MEDIA_SCHEMES: readonly string[] = Object.freeze(['https', 'http']);

/**
 * Raster image types a `data:` URL may carry where a profile allows data images. SVG is not among them:
 * an SVG document can carry script when opened on its own.
 */
export const DATA_IMAGE_TYPES: readonly string[] = Object.freeze(['png', 'jpeg', 'jpg', 'gif', 'webp', 'avif', 'bmp']);
