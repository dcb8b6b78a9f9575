import { getContentFamily } from './getContentFamily.ts';
import { isHubEntityType, type HubEntityType } from './HubEntityType.ts';

/** Item types named by the reference's getTypeFromEntity, exactly as spelled. */
const ENTITY_TYPE_OF_ITEM_TYPE: Readonly<Record<string, HubEntityType>> = Object.freeze({
  'Hub Site Application': 'site',
  'Site Application': 'site',
  'Hub Page': 'page',
  'Site Page': 'page',
  'Hub Project': 'project',
  'Hub Initiative': 'initiative',
  Discussion: 'discussion',
  Solution: 'template',
  Group: 'group',
  'Hub Initiative Template': 'initiativeTemplate',
  Event: 'event',
  User: 'user',
  // The spec's survey entity (spec 2 §2 panes "survey", §7 entity fetch "survey"; ADR 0203): the reference's is content.
  Form: 'survey',
});

/** Families whose items are content entities. */
const CONTENT_FAMILIES: ReadonlySet<string> = new Set(['app', 'content', 'dataset', 'document', 'map', 'feedback']);

/**
 * The hub entity type of an item type, as the reference answers it (getHubTypeFromItemType; ADR 0203): the entity
 * types it names (`Hub Site Application` → site, `Solution` → template, …), content for the items of the content
 * families, else undefined (an organisation, a channel, a type no family holds). A hub entity type is itself. The
 * spec's survey entity is a `Form`'s.
 *
 * @example
 * getHubTypeFromItemType('Hub Site Application'); // "site"
 * getHubTypeFromItemType('Web Map'); // "content"
 * getHubTypeFromItemType('Organization'); // undefined
 */
export function getHubTypeFromItemType(type: string): HubEntityType | undefined {
  if (isHubEntityType(type)) return type;
  const named = ENTITY_TYPE_OF_ITEM_TYPE[type];
  if (named) return named;
  const family = getContentFamily(type);
  return family && CONTENT_FAMILIES.has(family) ? 'content' : undefined;
}

/**
 * The hub entity type of a hub entity type or a portal item type, content when it is none of them (for the
 * callers that must name one: kind labels, permission mappers). See {@link getHubTypeFromItemType}.
 *
 * @example
 * getHubEntityType('Hub Site Application'); // "site"
 * getHubEntityType('Form'); // "survey"
 * getHubEntityType('Web Map'); // "content"
 */
export function getHubEntityType(type: string): HubEntityType {
  return getHubTypeFromItemType(type) ?? 'content';
}
