import type { UserHubSettings } from '../context/UserHubSettings.ts';

/**
 * Schema version of the user hub settings record.
 *
 * @example
 * settings.schemaVersion === USER_HUB_SETTINGS_SCHEMA_VERSION; // 1
 */
export const USER_HUB_SETTINGS_SCHEMA_VERSION = 1;

/**
 * The settings of a user who has none stored yet: no preview flags, an empty history.
 *
 * @example
 * newUserHubSettings('casey'); // { schemaVersion: 1, username: 'casey', preview: {}, history: { entries: [] } }
 */
export function newUserHubSettings(username: string): UserHubSettings {
  return { schemaVersion: USER_HUB_SETTINGS_SCHEMA_VERSION, username, preview: {}, history: { entries: [] } };
}
