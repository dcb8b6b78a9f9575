/**
 * The kinds of entity Plaza manages (spec 2 §1, §7 "Entity fetch"); each has workspace panes and links.
 *
 * @example
 * HUB_ENTITY_TYPES.includes('initiativeTemplate'); // true
 */
export const HUB_ENTITY_TYPES = Object.freeze([
  'site',
  'page',
  'project',
  'initiative',
  'initiativeTemplate',
  'template',
  'content',
  'discussion',
  'survey',
  'event',
  'group',
  'user',
] as const);

/** A kind of entity. */
export type HubEntityType = (typeof HUB_ENTITY_TYPES)[number];

const KNOWN: ReadonlySet<string> = new Set(HUB_ENTITY_TYPES);

/**
 * True when the string is a {@link HubEntityType}.
 *
 * @example
 * isHubEntityType('site'); // true
 * isHubEntityType('Hub Site Application'); // false (an item type; see getHubEntityType)
 */
export function isHubEntityType(value: string): value is HubEntityType {
  return KNOWN.has(value);
}
