import { DATA_IMAGE_TYPES, URL_SCHEMES } from './urlSchemes.ts';

/**
 * How {@link sanitizeUrl} treats a URL.
 *
 * @example
 * const imageUrl: SanitizeUrlOptions = { schemes: ['https', 'http'], allowDataImage: true };
 */
export interface SanitizeUrlOptions {
  /** Allowed schemes, lower case. Default {@link URL_SCHEMES} (http, https, mailto, tel, mobile-app schemes). */
  readonly schemes?: readonly string[];
  /** Rewrite `http:` to `https:` (spec 2 §5 "when requested"). Default false. */
  readonly upgradeHttp?: boolean;
  /**
   * Prefix `https://` to a URL without a scheme that starts with a dotted host name (`www.example.org/x`) or
   * is protocol-relative (`//host/x`) (spec 3 §5). When false a dotted name is kept as a relative reference if
   * `allowRelative`, and a protocol-relative URL is dropped. Default true.
   */
  readonly addMissingProtocol?: boolean;
  /** Keep `/path`, `./path`, `../path`, `?query` and `#hash` references. Default true. */
  readonly allowRelative?: boolean;
  /** Accept `data:image/<raster type>;base64,…` (never SVG). Default false. */
  readonly allowDataImage?: boolean;
}

const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;
const HOST_FIRST = /^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*(?::\d{1,5})?(?:[/?#]|$)/u;
const DOTTED_HOST = /^[^/?#:]*\./u;
const SCRIPT_SCHEME_ANYWHERE = /(?:java|vb|live)\s*script\s*:/i;
const EDGE_SPACE = /^[\s\u00A0\uFEFF]+|[\s\u00A0\uFEFF]+$/g;
const DATA_IMAGE = new RegExp(
  `^data:image/(?:${DATA_IMAGE_TYPES.join('|')})(?:;[a-z0-9-]+=[a-z0-9.-]+)*;base64,[a-z0-9+/]+={0,2}$`,
  'i',
);

/**
 * Returns a URL that is safe to put in `href`/`src`, or `''` when it must be dropped (spec 2 §5, spec 3 §5).
 * The value is a decoded URL (HTML entities already resolved by the caller); control characters are removed
 * and surrounding spaces trimmed before the scheme is checked, so obfuscations such as `jav&#x09;ascript:`
 * (decoded to a tab) are recognised. Allowed: listed schemes; relative, hash and slash paths; protocol-relative
 * and scheme-less host names get `https://`.
 *
 * @example
 * sanitizeUrl('javascript:alert(1)'); // ''
 * sanitizeUrl('/datasets/abc'); // '/datasets/abc'
 * sanitizeUrl('www.example.org'); // 'https://www.example.org'
 * sanitizeUrl('http://example.org', { upgradeHttp: true }); // 'https://example.org'
 */
export function sanitizeUrl(url: string, options: SanitizeUrlOptions = {}): string {
  const value = removeControlCharacters(url).replace(EDGE_SPACE, '');
  if (value === '') return '';
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  const safe = scheme === undefined ? withoutScheme(value, options) : withScheme(value, scheme, options);
  // A script scheme anywhere (`tel:javascript:…`, `?next=javascript:…`) serves no reader and feeds redirect
  // chains that end in one: drop the URL.
  if (SCRIPT_SCHEME_ANYWHERE.test(safe)) return '';
  // Characters a valid URL never holds literally are percent-encoded, as a browser would when following it.
  return safe.replace(/[\s"'<>`]/gu, percentEncode);
}

function withScheme(value: string, scheme: string, options: SanitizeUrlOptions): string {
  if (scheme === 'data') {
    const compact = value.replace(/\s+/g, '');
    return options.allowDataImage === true && DATA_IMAGE.test(compact) ? compact : '';
  }
  const schemes = options.schemes ?? URL_SCHEMES;
  if (!schemes.includes(scheme)) return '';
  const rest = value.slice(scheme.length + 1);
  if (scheme === 'http' && options.upgradeHttp === true && schemes.includes('https')) return `https:${rest}`;
  return `${scheme}:${rest}`;
}

function withoutScheme(value: string, options: SanitizeUrlOptions): string {
  const allowRelative = options.allowRelative ?? true;
  const addMissingProtocol = options.addMissingProtocol ?? true;
  // `//host`, `\\host` and `/\host` all leave the page's origin in a browser: treat them as a missing scheme.
  if (/^[\\/]{2}/.test(value)) {
    return addMissingProtocol ? `https://${value.replace(/^[\\/]+/, '').replace(/\\/g, '/')}` : '';
  }
  const normalised = value.replace(/\\/g, '/');
  if (/^(?:\/|\.\.?\/|[?#])/.test(normalised)) return allowRelative ? normalised : '';
  // What is left has no scheme and no path prefix. If it starts with a host name (`www.example.org/x`) the
  // author left out the protocol; anything else (`java\u200bscript:x`, `onmouseover="x"`) is not a URL.
  if (!HOST_FIRST.test(normalised)) return '';
  // A single label (`images/a.png`) is a relative path; a dotted name (`example.org/a.png`) is a host.
  if (addMissingProtocol && DOTTED_HOST.test(normalised)) return `https://${normalised}`;
  return allowRelative ? normalised : '';
}

// C0 controls and DEL are never meaningful in a URL, and the browser's URL parser ignores some of them
// (tab, newline) even inside the scheme, so `jav\tascript:` must be seen as `javascript:`.
function removeControlCharacters(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code >= 0x20 && code !== 0x7f) out += char;
  }
  return out;
}

function percentEncode(char: string): string {
  return [...new TextEncoder().encode(char)]
    .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
    .join('');
}
