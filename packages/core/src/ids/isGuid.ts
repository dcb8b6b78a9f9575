const GUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

/**
 * True when the text is a uuid (spec 3 §5): 32 hex digits grouped 8-4-4-4-12, dashes optional,
 * optionally wrapped in braces. Anything else given as an identifier is a slug.
 *
 * @example
 * isGuid('3ef2b8c1a7d94e0f9b1c2d3e4f5a6b7c'); // true
 * isGuid('{3EF2B8C1-A7D9-4E0F-9B1C-2D3E4F5A6B7C}'); // true
 * isGuid('riverside::parks'); // false
 */
export function isGuid(value: string): boolean {
  const inner = value.startsWith('{') && value.endsWith('}') ? value.slice(1, -1) : value;
  return GUID.test(inner);
}

/**
 * The portal's form of a uuid: 32 lowercase hex digits, no dashes or braces.
 *
 * @example
 * toItemId('{3EF2B8C1-A7D9-4E0F-9B1C-2D3E4F5A6B7C}'); // "3ef2b8c1a7d94e0f9b1c2d3e4f5a6b7c"
 */
export function toItemId(guid: string): string {
  return guid.replace(/[{}-]/g, '').toLowerCase();
}
