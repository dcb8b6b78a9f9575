import { HubError } from '../errors/HubError.ts';
import type { DiscussionSettings } from './discussionSettings.ts';

/** The kind of record the discussions service keeps an entity's settings under. */
export type EntitySettingType = 'content' | 'group';

/** An entity's settings record as the discussions service holds it: its kind and its discussion settings. */
export interface EntitySettings {
  readonly type: EntitySettingType;
  readonly settings: { readonly discussions: DiscussionSettings };
}

/** The entity types that have settings in the discussions service, and under which kind (the reference's table). */
const SETTING_TYPES: Readonly<Record<string, EntitySettingType>> = Object.freeze({
  discussion: 'content',
  content: 'content',
  group: 'group',
});

/**
 * The settings an entity of a type starts with (spec 2 §3 "Discussion entity settings": type content with
 * discussions { allowedChannelIds, allowedLocations }, both null by default): discussions and content are `content`
 * records, groups `group` records (as the reference's getDefaultEntitySettings). Any other type has none and is
 * refused with "no default entity settings defined for {type}" (spec 2 §8; code `NO_DEFAULT_ENTITY_SETTINGS`).
 *
 * @example
 * getDefaultEntitySettings('discussion'); // { type: 'content', settings: { discussions: { allowedChannelIds: null, allowedLocations: null } } }
 * getDefaultEntitySettings('group').type; // "group"
 */
export function getDefaultEntitySettings(entityType: string): EntitySettings {
  const type = Object.hasOwn(SETTING_TYPES, entityType) ? SETTING_TYPES[entityType] : undefined;
  if (!type) {
    throw new HubError('NO_DEFAULT_ENTITY_SETTINGS', `no default entity settings defined for ${entityType}`);
  }
  return { type, settings: { discussions: { allowedChannelIds: null, allowedLocations: null } } };
}
