import { getContentFamily } from './getContentFamily.ts';
import { isHubEntityType, type HubEntityType } from './HubEntityType.ts';

/**
 * The entity type for a hub entity type or a portal item type: hub entity types pass through; site, page,
 * project, initiative, initiative template, solution, discussion, form and event items map to theirs;
 * `Group` and `User` to group and user; every other item is `content`.
 *
 * @example
 * getHubEntityType('Hub Site Application'); // "site"
 * getHubEntityType('Form'); // "survey"
 * getHubEntityType('Web Map'); // "content"
 */
export function getHubEntityType(type: string): HubEntityType {
  if (isHubEntityType(type)) return type;
  const lower = type.toLowerCase();
  if (lower === 'group') return 'group';
  if (lower === 'user') return 'user';
  switch (getContentFamily(type)) {
    case 'site':
      return 'site';
    case 'page':
      return 'page';
    case 'project':
      return 'project';
    case 'initiative':
      return 'initiative';
    case 'initiativeTemplate':
      return 'initiativeTemplate';
    case 'solution':
      return 'template';
    case 'discussion':
      return 'discussion';
    case 'feedback':
      return lower === 'form' ? 'survey' : 'content';
    case 'event':
      return 'event';
    default:
      return 'content';
  }
}
