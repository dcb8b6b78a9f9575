/**
 * A URL-safe form of a name (spec 1 §5): lowercased, trimmed, spaces to hyphens, non-word characters removed,
 * repeated hyphens collapsed, no leading or trailing hyphen. Accents are dropped first (`é` → `e`) so
 * "Café Parks" keeps its letters (ADR 0030).
 *
 * @example
 * slugify('  Parks & Recreation  '); // "parks-recreation"
 * slugify('Café Éstes'); // "cafe-estes"
 */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+/, '')
    .replace(/-+$/, '');
}
