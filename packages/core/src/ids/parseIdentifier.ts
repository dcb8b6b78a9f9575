import { isGuid, toItemId } from './isGuid.ts';
import { fromUrlSlug } from './urlSlug.ts';

/** What an identifier names: an item id, or a slug (always with its `{orgKey}|` prefix). */
export type ParsedIdentifier =
  { readonly kind: 'id'; readonly id: string } | { readonly kind: 'slug'; readonly slug: string };

/**
 * Reads an identifier given as an id, a slug, a slug in URL form (`org::slug`), or a slug with its id appended
 * (`slug~id`, which names the id, as the reference reads it). A slug without an org prefix
 * is qualified with `orgKey` when one is given (ADR 0030), since slugs are stored as `{orgKey}|{name}`.
 *
 * @example
 * parseIdentifier('3ef2b8c1-a7d9-4e0f-9b1c-2d3e4f5a6b7c'); // { kind: 'id', id: '3ef2b8c1a7d94e0f9b1c2d3e4f5a6b7c' }
 * parseIdentifier('riverside::parks'); // { kind: 'slug', slug: 'riverside|parks' }
 * parseIdentifier('parks', 'Riverside'); // { kind: 'slug', slug: 'riverside|parks' }
 * parseIdentifier('parks~3ef2b8c1a7d94e0f9b1c2d3e4f5a6b7c'); // { kind: 'id', id: '3ef2b8c1a7d94e0f9b1c2d3e4f5a6b7c' }
 */
export function parseIdentifier(identifier: string, orgKey?: string): ParsedIdentifier {
  const trimmed = identifier.trim();
  if (isGuid(trimmed)) return { kind: 'id', id: toItemId(trimmed) };
  // `{slug}~{id}` (the reference's slug with its id appended) names the id.
  const appended = trimmed.slice(trimmed.lastIndexOf('~') + 1);
  if (trimmed.includes('~') && isGuid(appended)) return { kind: 'id', id: toItemId(appended) };
  const slug = fromUrlSlug(trimmed).toLowerCase();
  if (slug.includes('|') || !orgKey) return { kind: 'slug', slug };
  return { kind: 'slug', slug: `${orgKey.toLowerCase()}|${slug}` };
}
