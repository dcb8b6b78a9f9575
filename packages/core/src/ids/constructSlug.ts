import { SLUG_MAX_LENGTH } from '../constants.ts';
import { slugify } from './slugify.ts';

/**
 * The slug of a new entity: `{orgKey}|{slugified name}`, at most 256 characters prefix included, with no
 * trailing hyphen. A name with no letters or digits left falls back to `fallback` (the entity kind; ADR 0030).
 *
 * @example
 * constructSlug('Parks & Rec', 'Riverside'); // "riverside|parks-rec"
 */
export function constructSlug(name: string, orgKey: string, fallback = 'item'): string {
  const prefix = `${orgKey.toLowerCase()}|`;
  const body = slugify(name) || slugify(fallback) || 'item';
  return truncateSlug(`${prefix}${body}`, SLUG_MAX_LENGTH);
}

/**
 * Cuts a slug to `max` characters without leaving a trailing hyphen.
 *
 * @example
 * truncateSlug('riverside|parks-and-rec', 16); // "riverside|parks"
 */
export function truncateSlug(slug: string, max: number = SLUG_MAX_LENGTH): string {
  return slug.length <= max ? slug : slug.slice(0, max).replace(/-+$/, '');
}
