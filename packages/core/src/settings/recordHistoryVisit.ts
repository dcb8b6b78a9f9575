import type { UserHistoryEntry, UserHubSettings } from '../context/UserHubSettings.ts';
import { UserSettingsError } from '../errors/UserSettingsError.ts';
import { addHistoryEntry } from './addHistoryEntry.ts';
import { fetchUserHubSettings } from './fetchUserHubSettings.ts';
import { saveUserHubSettings, type SaveUserHubSettingsOptions } from './saveUserHubSettings.ts';

/**
 * Records a visit in the signed-in user's history: reads the stored settings, adds the entry (dedupe, newest
 * first, caps) and stores them again. The history feature needs sign-in and its permission (`hub:feature:history`):
 * callers check the permission; without a user or token this fails like {@link saveUserHubSettings}.
 *
 * @example
 * await recordHistoryVisit({ id: site.id, type: 'site', action: 'view', visited: now() }, { portal, username, token });
 */
export async function recordHistoryVisit(
  entry: UserHistoryEntry,
  options: SaveUserHubSettingsOptions,
): Promise<UserHubSettings> {
  if (!options.username) throw new UserSettingsError('SETTINGS_NOT_AUTHENTICATED');
  if (!options.token) throw new UserSettingsError('SETTINGS_NO_TOKEN');
  const current = await fetchUserHubSettings(options.username, {
    portal: options.portal,
    authentication: options.token,
  });
  return saveUserHubSettings(addHistoryEntry(current, entry), options);
}
