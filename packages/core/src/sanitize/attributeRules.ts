/** How an allowed attribute's value is checked (ADR 0071). */
export type AttributeRule =
  | { readonly kind: 'text' }
  | { readonly kind: 'boolean' }
  | { readonly kind: 'pattern'; readonly pattern: RegExp }
  | { readonly kind: 'url'; readonly use: 'link' | 'image' | 'media' }
  | { readonly kind: 'style' }
  | { readonly kind: 'id' }
  | { readonly kind: 'target' };

const text: AttributeRule = { kind: 'text' };
const flag: AttributeRule = { kind: 'boolean' };
const pattern = (value: RegExp): AttributeRule => ({ kind: 'pattern', pattern: value });
const size = pattern(/^\d{1,5}(?:%|px)?$/);
const count = pattern(/^\d{1,4}$/);

/**
 * Value rules by attribute name; `tag.attribute` keys override a name whose meaning depends on the tag.
 * An allowed attribute without a rule here is dropped, so a profile can never let an unchecked value through.
 *
 * @example
 * ATTRIBUTE_RULES['href']; // { kind: 'url', use: 'link' }
 */
export const ATTRIBUTE_RULES: Readonly<Record<string, AttributeRule>> = Object.freeze({
  align: pattern(/^(?:left|right|center|justify)$/i),
  allowfullscreen: flag,
  alt: text,
  'audio.src': { kind: 'url', use: 'media' },
  'aria-hidden': pattern(/^(?:true|false)$/),
  'aria-label': text,
  border: pattern(/^\d{1,3}$/),
  cellpadding: pattern(/^\d{1,3}$/),
  cellspacing: pattern(/^\d{1,3}$/),
  color: pattern(/^(?:#[0-9a-f]{3,8}|[a-z]{3,20})$/i),
  colspan: count,
  controls: flag,
  datetime: pattern(/^[0-9T:.+\-Z ]{4,40}$/),
  dir: pattern(/^(?:ltr|rtl|auto)$/i),
  face: pattern(/^[\p{L}\p{N} ,'"_-]{1,100}$/u),
  height: size,
  href: { kind: 'url', use: 'link' },
  id: { kind: 'id' },
  lang: pattern(/^[a-z]{2,3}(?:-[a-z0-9]{1,8}){0,4}$/i),
  loop: flag,
  muted: flag,
  nowrap: flag,
  'ol.type': pattern(/^[1aAiI]$/),
  open: flag,
  playsinline: flag,
  poster: { kind: 'url', use: 'image' },
  preload: pattern(/^(?:none|metadata|auto)$/i),
  reversed: flag,
  rowspan: count,
  scope: pattern(/^(?:row|col|rowgroup|colgroup)$/i),
  size: pattern(/^[+-]?[1-7]$/),
  'source.src': { kind: 'url', use: 'media' },
  'source.type': pattern(/^(?:audio|video)\/[a-z0-9.+-]{1,40}$/i),
  span: count,
  src: { kind: 'url', use: 'image' },
  start: pattern(/^-?\d{1,6}$/),
  style: { kind: 'style' },
  target: { kind: 'target' },
  title: text,
  valign: pattern(/^(?:top|middle|bottom|baseline)$/i),
  'video.src': { kind: 'url', use: 'media' },
  width: size,
});

/**
 * Ids the sanitiser never lets content take: the web app's own (`plaza-` prefix, `root`, `main-content`) and
 * names that clobber globals scripts look up on `window` (ADR 0071).
 */
export const RESERVED_IDS: ReadonlySet<string> = new Set([
  'root',
  'main',
  'main-content',
  'content',
  'app',
  'config',
  'settings',
  'location',
  'document',
  'window',
  'self',
  'top',
  'parent',
  'opener',
  'frames',
  'name',
  'origin',
  'alert',
  'cookie',
  'domain',
  'body',
  'head',
  'forms',
  'images',
  'links',
  'scripts',
  'anchors',
  'embeds',
  'plugins',
  'defaultview',
  'localstorage',
  'sessionstorage',
]);
