import { SLUG_MAX_LENGTH } from '../constants.ts';
import { slugify } from './slugify.ts';

/** Room kept at the end of a new slug for the `-1`, `-2`… that make it unique (as the reference keeps). */
const UNIQUE_SUFFIX_ROOM = 4;
/** The keyword a slug is stored in: `slug|{orgKey}|{name}`, at most {@link SLUG_MAX_LENGTH} characters. */
const KEYWORD_PREFIX = 'slug|';

/**
 * The slug of a new entity as the reference makes it: `{orgKey}|{slugified name}` (just the name without an org
 * key), cut so that its keyword `slug|{orgKey}|{name}` stays within 256 characters with room for a `-N` suffix, with
 * no trailing hyphen. A name with no letters or digits left gives `fallback` slugified, by default nothing (`''`, as
 * the reference answers; ADR 0203).
 *
 * @example
 * constructSlug('Parks & Rec', 'Riverside'); // "riverside|parks-rec"
 * constructSlug('!!!', 'riverside'); // ""
 * constructSlug('!!!', 'riverside', 'site'); // "riverside|site"
 */
export function constructSlug(name: string, orgKey: string, fallback = ''): string {
  const body = slugify(name) || slugify(fallback);
  if (!body) return '';
  return cutSlug(body, orgKey, UNIQUE_SUFFIX_ROOM);
}

/**
 * `{orgKey}|{slug}` (the slug alone without an org key), cut so that its keyword `slug|…` is at most 256 characters
 * less `room`, with no trailing hyphen.
 *
 * @example
 * cutSlug('parks', 'Riverside'); // "riverside|parks"
 */
export function cutSlug(slug: string, orgKey: string, room = 0): string {
  const prefixed = orgKey ? `${orgKey.toLowerCase()}|${slug}` : slug;
  return truncateSlug(prefixed, SLUG_MAX_LENGTH - KEYWORD_PREFIX.length - room);
}

/**
 * Cuts a slug to `max` characters without leaving a trailing hyphen.
 *
 * @example
 * truncateSlug('riverside|parks-and-rec', 16); // "riverside|parks"
 */
export function truncateSlug(slug: string, max: number = SLUG_MAX_LENGTH - KEYWORD_PREFIX.length): string {
  return slug.length <= max ? slug : slug.slice(0, max).replace(/-+$/, '');
}
