import { RICH_LINK_SCHEMES, URL_SCHEMES } from './urlSchemes.ts';

/**
 * The sanitiser profiles of spec 2 §5, one per kind of surface (ADR 0071 maps surfaces to profiles).
 *
 * @example
 * HTML_PROFILE_NAMES.includes('richTextCard'); // true
 */
export const HTML_PROFILE_NAMES = Object.freeze([
  'noHtml',
  'headMeta',
  'linksOnly',
  'itemDescriptionStrict',
  'itemDescription',
  'richTextCard',
] as const);

/**
 * A profile name: `noHtml`, `headMeta`, `linksOnly`, `itemDescriptionStrict`, `itemDescription`, `richTextCard`.
 *
 * @example
 * const profile: HtmlProfileName = 'itemDescription';
 */
export type HtmlProfileName = (typeof HTML_PROFILE_NAMES)[number];

/**
 * What a profile lets through. Tags not listed are removed (their text kept, script-like bodies dropped).
 *
 * @example
 * HTML_PROFILES.itemDescriptionStrict.tags.img; // ['src', 'alt', 'title', 'width', 'height']
 */
export interface HtmlProfile {
  /** `html`: sanitised markup; `text`: escaped plain text; `meta`: `<meta>` tags only. */
  readonly output: 'html' | 'text' | 'meta';
  /** Tag → attributes allowed on it besides {@link HtmlProfile.globalAttributes}. */
  readonly tags: Readonly<Record<string, readonly string[]>>;
  /** Attributes allowed on every listed tag. */
  readonly globalAttributes: readonly string[];
  /** Schemes of `a[href]`. */
  readonly linkSchemes: readonly string[];
  /** `img[src]` may be a `data:image/…` raster URL (spec 3 §5). */
  readonly dataImages: boolean;
  /** Comments are kept, made inert (spec 3 §5 "Comments are allowed"; ADR 0203). */
  readonly comments?: boolean;
}

const none: readonly string[] = Object.freeze([]);
const cell = Object.freeze(['colspan', 'rowspan']);
const heading = Object.freeze(['id']);

// Text structure every rich-text surface keeps (strict item descriptions and up).
const STRUCTURE: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  abbr: ['title'],
  b: none,
  blockquote: none,
  br: none,
  caption: none,
  cite: none,
  code: none,
  col: ['span'],
  colgroup: ['span'],
  dd: none,
  del: none,
  div: none,
  dl: none,
  dt: none,
  em: none,
  h1: none,
  h2: none,
  h3: none,
  h4: none,
  h5: none,
  h6: none,
  hr: none,
  i: none,
  img: ['src', 'alt', 'title', 'width', 'height'],
  ins: none,
  kbd: none,
  li: none,
  ol: ['start', 'reversed', 'type'],
  p: none,
  pre: none,
  q: none,
  s: none,
  small: none,
  span: none,
  strong: none,
  sub: none,
  sup: none,
  table: none,
  tbody: none,
  td: cell,
  tfoot: none,
  th: [...cell, 'scope'],
  thead: none,
  tr: none,
  u: none,
  ul: none,
};

// Item descriptions written in the portal's editor: the ArcGIS presentational attributes, <font>, figures,
// disclosure widgets and heading anchors (ids for in-page links, checked by the id rule).
const DESCRIPTION: Readonly<Record<string, readonly string[]>> = {
  ...STRUCTURE,
  a: ['href', 'title', 'target'],
  article: none,
  details: ['open'],
  div: ['align', 'aria-hidden', 'aria-label'],
  figcaption: none,
  figure: none,
  font: ['color', 'face', 'size'],
  h1: heading,
  h2: heading,
  h3: heading,
  h4: heading,
  h5: heading,
  h6: heading,
  img: [...(STRUCTURE.img ?? none), 'border'],
  mark: none,
  p: ['align'],
  section: none,
  span: ['aria-hidden', 'aria-label'],
  summary: none,
  table: ['border', 'cellpadding', 'cellspacing', 'width', 'height'],
  td: [...cell, 'align', 'valign', 'width', 'height', 'nowrap'],
  th: [...cell, 'scope', 'align', 'valign', 'width', 'height', 'nowrap'],
  time: ['datetime'],
  tr: ['align', 'valign', 'height'],
};

// Rich text cards: descriptions plus media and embeds from allow-listed hosts (ADR 0072).
const RICH_TEXT: Readonly<Record<string, readonly string[]>> = {
  ...DESCRIPTION,
  audio: ['src', 'controls', 'loop', 'muted', 'preload'],
  iframe: ['src', 'title', 'width', 'height', 'allowfullscreen'],
  source: ['src', 'type'],
  video: ['src', 'controls', 'loop', 'muted', 'playsinline', 'poster', 'preload', 'width', 'height'],
};

function profile(definition: HtmlProfile): HtmlProfile {
  const tags: Record<string, readonly string[]> = {};
  for (const [tag, attributes] of Object.entries(definition.tags)) tags[tag] = Object.freeze([...attributes]);
  return Object.freeze({
    ...definition,
    tags: Object.freeze(tags),
    globalAttributes: Object.freeze([...definition.globalAttributes]),
  });
}

/**
 * The profile table (spec 2 §5, spec 3 §5; ADR 0070–0072). Frozen: a caller cannot widen a profile.
 *
 * @example
 * Object.keys(HTML_PROFILES.linksOnly.tags); // ['a']
 */
export const HTML_PROFILES: Readonly<Record<HtmlProfileName, HtmlProfile>> = Object.freeze({
  noHtml: profile({ output: 'text', tags: {}, globalAttributes: [], linkSchemes: [], dataImages: false }),
  headMeta: profile({ output: 'meta', tags: {}, globalAttributes: [], linkSchemes: [], dataImages: false }),
  linksOnly: profile({
    output: 'html',
    tags: { a: ['href', 'title'] },
    globalAttributes: [],
    linkSchemes: URL_SCHEMES,
    dataImages: false,
  }),
  itemDescriptionStrict: profile({
    output: 'html',
    tags: STRUCTURE,
    globalAttributes: ['dir', 'lang'],
    linkSchemes: URL_SCHEMES,
    dataImages: false,
    comments: true,
  }),
  itemDescription: profile({
    output: 'html',
    tags: DESCRIPTION,
    globalAttributes: ['dir', 'lang', 'title', 'style'],
    linkSchemes: RICH_LINK_SCHEMES,
    dataImages: true,
    comments: true,
  }),
  richTextCard: profile({
    output: 'html',
    tags: RICH_TEXT,
    globalAttributes: ['dir', 'lang', 'title', 'style'],
    linkSchemes: RICH_LINK_SCHEMES,
    dataImages: true,
    comments: true,
  }),
});
