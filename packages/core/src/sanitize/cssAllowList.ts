import { ESRI_DEFAULTS } from './esriHtmlTokenizer.ts';

// ArcGIS properties that take an image URL: remote images in styles track readers and can be abused to
// load content the page did not choose; images belong in <img>, where the URL policy applies.
const URL_PROPERTIES: ReadonlySet<string> = new Set([
  'background-image',
  'border-image',
  'border-image-source',
  'list-style-image',
]);

/**
 * CSS properties an inline `style` may set (spec 3 §5 "inline styles are filtered"): the ArcGIS allow-list
 * without the properties that take image URLs. Layout-escaping properties (`position`, `z-index`, `top`,
 * `transform`, …) were never in it, so styled content cannot cover the page around it.
 *
 * @example
 * CSS_PROPERTIES.includes('color'); // true
 * CSS_PROPERTIES.includes('position'); // false
 */
export const CSS_PROPERTIES: readonly string[] = Object.freeze(
  ESRI_DEFAULTS.cssProperties.filter((property) => !URL_PROPERTIES.has(property)),
);

/**
 * CSS functions a value may call. Anything else (`url()`, `expression()`, `image-set()`, `attr()`, …) drops
 * the declaration.
 *
 * @example
 * CSS_FUNCTIONS.includes('rgb'); // true
 */
export const CSS_FUNCTIONS: readonly string[] = Object.freeze([
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color-mix',
  'calc',
  'min',
  'max',
  'clamp',
  'minmax',
  'repeat',
  'fit-content',
  'linear-gradient',
  'radial-gradient',
  'conic-gradient',
  'repeating-linear-gradient',
  'repeating-radial-gradient',
]);
