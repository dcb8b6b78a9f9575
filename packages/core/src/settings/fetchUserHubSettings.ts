import { USER_HUB_SETTINGS_KEY } from '../context/defaultContextFetchers.ts';
import { userHubSettingsSchema, type UserHubSettings } from '../context/UserHubSettings.ts';
import { PortalRequestError } from '../errors/PortalRequestError.ts';
import { getUserResource } from '../portal/getUserResource.ts';
import type { PortalCallOptions } from '../portal/portalRequest.ts';
import { newUserHubSettings } from './newUserHubSettings.ts';

/**
 * The user's hub settings from their user resource; a user with none stored (or with a record that does not
 * parse) gets {@link newUserHubSettings}. Other failures are thrown.
 *
 * @example
 * const settings = await fetchUserHubSettings('casey', { portal, authentication });
 */
export async function fetchUserHubSettings(username: string, options: PortalCallOptions): Promise<UserHubSettings> {
  try {
    const parsed = userHubSettingsSchema.safeParse(
      await getUserResource<unknown>(username, USER_HUB_SETTINGS_KEY, options),
    );
    return parsed.success ? parsed.data : newUserHubSettings(username);
  } catch (error) {
    if (isMissingResource(error)) return newUserHubSettings(username);
    throw error;
  }
}

/** The portal answers a missing resource with COM_0042 (or a plain 404/400). */
function isMissingResource(error: unknown): boolean {
  return (
    error instanceof PortalRequestError && (error.code === 'COM_0042' || error.status === 404 || error.status === 400)
  );
}
