import { USER_HUB_SETTINGS_KEY } from '../context/defaultContextFetchers.ts';
import type { UserHubSettings } from '../context/UserHubSettings.ts';
import { UserSettingsError } from '../errors/UserSettingsError.ts';
import { setUserResource } from '../portal/setUserResource.ts';

/** Who saves: the signed-in user and the token that may write their app resources. */
export interface SaveUserHubSettingsOptions {
  readonly portal: string;
  /** The signed-in user; absent for anonymous visitors. */
  readonly username?: string | undefined;
  /** The user-app-resource token (the session's token on the embedded portal). */
  readonly token?: string | undefined;
  /** Clock for `updated` (tests inject it). */
  readonly now?: () => number;
  readonly signal?: AbortSignal;
}

/**
 * Stores the user's hub settings as their user resource (`access=userappprivate`), stamped with the username and
 * `updated`. Fails with "Cannot update user hub settings without an authenticated user" without a user, "No
 * user-app-resource token available to store Site Settings" without a token, and "User Resource is too large to
 * store. Please ensure it is less than 5MB in size" above 4.95 MB (nothing is sent then). Returns what was stored.
 *
 * @example
 * await saveUserHubSettings(addHistoryEntry(settings, entry), { portal, username: 'casey', token });
 */
export async function saveUserHubSettings(
  settings: UserHubSettings,
  options: SaveUserHubSettingsOptions,
): Promise<UserHubSettings> {
  if (!options.username) throw new UserSettingsError('SETTINGS_NOT_AUTHENTICATED');
  if (!options.token) throw new UserSettingsError('SETTINGS_NO_TOKEN');
  const stored: UserHubSettings = { ...settings, username: options.username, updated: (options.now ?? Date.now)() };
  await setUserResource(options.username, USER_HUB_SETTINGS_KEY, stored, {
    portal: options.portal,
    authentication: options.token,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return stored;
}
