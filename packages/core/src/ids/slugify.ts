/**
 * A URL-safe form of a name, word for word as the spec says (spec 1 §5): lowercased, trimmed, spaces to hyphens,
 * non-word characters removed, repeated hyphens collapsed, no leading or trailing hyphen. Letters outside a–z are
 * non-word characters and go, as they do in the reference (no accent folding: `Café` → `caf`; ADR 0203).
 *
 * @example
 * slugify('  Parks & Recreation  '); // "parks-recreation"
 * slugify('Café Parks'); // "caf-parks"
 */
export function slugify(value: string): string {
  return value
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+/, '')
    .replace(/-+$/, '');
}
