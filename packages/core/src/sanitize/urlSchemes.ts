import { ESRI_DEFAULTS } from './esriHtmlTokenizer.ts';

/**
 * URL schemes a link may use (spec 2 §5, spec 3 §5): http, https, mailto, tel and the mobile-app schemes of
 * the ArcGIS allow-list (Survey123, Field Maps, Navigator, …). Relative, hash and slash paths need no scheme.
 *
 * @example
 * URL_SCHEMES.includes('arcgis-survey123'); // true
 */
export const URL_SCHEMES: readonly string[] = Object.freeze(ESRI_DEFAULTS.protocols.map((s) => s.toLowerCase()));

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
