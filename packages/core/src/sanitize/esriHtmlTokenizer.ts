import { Sanitizer } from '@esri/arcgis-html-sanitizer';

// The one file that touches @esri/arcgis-html-sanitizer, whose `sanitize` is typed `any`. We use it for
// what it does well and isomorphically (a string tokenizer from js-xss: no DOM, no node:*) and for the
// ArcGIS allow-lists the profiles start from; the policy (tags, attributes, URLs, CSS, serialisation) is
// ours, because its defaults drop relative URLs and data:image and check URL schemes before decoding
// entities (ADR 0070).

/** Callbacks the tokenizer calls in document order; what they return is the output. */
export interface HtmlTokenHandlers {
  /** A tag token as written, from `<` to `>` (may be a closing tag, `<!...>` or a bogus `< 6 >`). */
  readonly tag: (raw: string) => string;
  /** The text between two tags, as written (entities not yet decoded). */
  readonly text: (raw: string) => string;
}

/**
 * Tokenizes `html` with the ArcGIS sanitizer (js-xss) and returns the concatenated handler output.
 * Comments are removed before tokenizing (`allowCommentTag: false`).
 *
 * @example
 * tokenizeHtml('<b>x</b>', { tag: () => '', text: (t) => t }); // 'x'
 */
export function tokenizeHtml(html: string, handlers: HtmlTokenHandlers): string {
  const outer = current;
  current = handlers;
  try {
    const output: unknown = tokenizer.sanitize(html);
    return typeof output === 'string' ? output : '';
  } finally {
    current = outer;
  }
}

// One tokenizer for every call, built at first import: the library's constructor rebuilds its CSS allow-list (some
// 300 properties) each time, which made that builder hot enough for V8 to optimise — and V8's escape analysis of it
// never finishes, keeping a core busy and the process from exiting (ADR 0168). The tokenizer calls the handlers of
// the call under way (`sanitize` is synchronous; a nested call puts the outer handlers back).
let current: HtmlTokenHandlers = { tag: () => '', text: () => '' };
const tokenizer = new Sanitizer(
  {
    whiteList: {},
    allowCommentTag: false,
    css: false,
    onTag: (_name: string, raw: string) => current.tag(raw),
    escapeHtml: (text: string) => current.text(text),
  },
  false,
);

/** The ArcGIS defaults of @esri/arcgis-html-sanitizer, read once and frozen. */
export interface EsriDefaults {
  /** Tag → allowed attributes (the ArcGIS "supported HTML" list). */
  readonly tags: Readonly<Record<string, readonly string[]>>;
  /** CSS properties the ArcGIS list allows. */
  readonly cssProperties: readonly string[];
  /** URL schemes the ArcGIS list allows (http, https, mailto, tel and mobile-app schemes). */
  readonly protocols: readonly string[];
}

function readEsriDefaults(): EsriDefaults {
  const sanitizer = new Sanitizer();
  const tags: Record<string, readonly string[]> = {};
  for (const [tag, attributes] of Object.entries(sanitizer.arcgisWhiteList)) {
    tags[tag] = Object.freeze([...(attributes ?? [])]);
  }
  const cssProperties = Object.entries(sanitizer.arcgisCSSWhiteList)
    .filter(([, allowed]) => allowed)
    .map(([property]) => property);
  return Object.freeze({
    tags: Object.freeze(tags),
    cssProperties: Object.freeze(cssProperties),
    protocols: Object.freeze([...sanitizer.allowedProtocols]),
  });
}

/** The library's own allow-lists, the base every profile derives from (ADR 0070). */
export const ESRI_DEFAULTS: EsriDefaults = readEsriDefaults();
