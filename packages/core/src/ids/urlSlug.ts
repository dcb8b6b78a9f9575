/**
 * The URL form of a slug: `|` (between org key and name) is written `::` (spec 1 §2).
 *
 * @example
 * toUrlSlug('riverside|parks'); // "riverside::parks"
 */
export function toUrlSlug(slug: string): string {
  return slug.replaceAll('|', '::');
}

/**
 * A slug back from its URL form: `::` becomes `|`.
 *
 * @example
 * fromUrlSlug('riverside::parks'); // "riverside|parks"
 */
export function fromUrlSlug(urlSlug: string): string {
  return urlSlug.replaceAll('::', '|');
}
