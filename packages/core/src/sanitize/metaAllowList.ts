/**
 * `<meta name>`/`<meta property>` keys a site's head content may set (ADR 0072): descriptions and robots
 * rules, search-engine ownership checks, Open Graph, Twitter cards, Dublin Core and geo tags. `viewport`,
 * `referrer` and every `http-equiv` stay under the application's control.
 *
 * @example
 * META_NAMES.includes('google-site-verification'); // true
 */
export const META_NAMES: readonly string[] = Object.freeze([
  'application-name',
  'author',
  'bingbot',
  'copyright',
  'description',
  'facebook-domain-verification',
  'format-detection',
  'generator',
  'google',
  'google-site-verification',
  'googlebot',
  'icbm',
  'keywords',
  'msvalidate.01',
  'p:domain_verify',
  'rating',
  'robots',
  'theme-color',
  'yandex-verification',
]);

/**
 * Key prefixes allowed in `<meta>` (Open Graph, Twitter cards, Facebook, Dublin Core, geo tags, Google
 * Scholar citations).
 *
 * @example
 * META_PREFIXES.includes('og:'); // true
 */
export const META_PREFIXES: readonly string[] = Object.freeze([
  'og:',
  'twitter:',
  'article:',
  'fb:',
  'dc.',
  'dcterms.',
  'geo.',
  'citation_',
]);

// Keys whose content is a URL (checked by the URL policy: absolute http(s) only).
const URL_KEY = /(?:^og:url$|:url$|:secure_url$|:image$|:image:src$|:video$|:audio$|:player$)/i;

/**
 * Whether `key` (a `name` or `property` value) is allowed, and whether its content is a URL.
 *
 * @example
 * classifyMetaKey('og:image'); // 'url'
 * classifyMetaKey('description'); // 'text'
 * classifyMetaKey('viewport'); // undefined
 */
export function classifyMetaKey(key: string): 'text' | 'url' | undefined {
  const lower = key.toLowerCase();
  if (!/^[a-z][a-z0-9:._-]{0,63}$/.test(lower)) return undefined;
  if (!META_NAMES.includes(lower) && !META_PREFIXES.some((prefix) => lower.startsWith(prefix))) return undefined;
  return URL_KEY.test(lower) ? 'url' : 'text';
}
