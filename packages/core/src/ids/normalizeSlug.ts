import { cutSlug } from './constructSlug.ts';
import { slugify } from './slugify.ts';
import { fromUrlSlug } from './urlSlug.ts';

/**
 * A slug given by a user, in stored form: URL form accepted (`org::name`), the name part slugified, and the
 * `{orgKey}|` prefix added when missing. Empty when nothing usable is left.
 *
 * @example
 * normalizeSlug('Parks Dept', 'riverside'); // "riverside|parks-dept"
 * normalizeSlug('riverside::parks', 'riverside'); // "riverside|parks"
 */
export function normalizeSlug(slug: string, orgKey: string): string {
  const stored = fromUrlSlug(slug.trim());
  const bar = stored.indexOf('|');
  const prefix = bar >= 0 ? stored.slice(0, bar).toLowerCase() : orgKey.toLowerCase();
  const name = slugify(bar >= 0 ? stored.slice(bar + 1) : stored);
  return name ? cutSlug(name, prefix) : '';
}
