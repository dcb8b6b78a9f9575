import { fetchUserHubSettings, getUser, type PortalUser, type SessionHandle, type UserHubSettings } from '@plaza/core';
import type { LoaderFunctionArgs } from 'react-router';
import { requireSession } from '../../workspace/api/requireSession.ts';

export interface PersonSettingsData {
  readonly handle: SessionHandle;
  /** False when someone opens another person's settings address. */
  readonly own: boolean;
  readonly user: PortalUser | undefined;
  readonly settings: UserHubSettings | undefined;
}

/**
 * `/people/{username}/profile/settings` (spec 3 §2), in the browser: the signed-in person's profile and hub settings;
 * a visitor is sent to sign in first, and someone else's settings are not opened.
 */
export async function personSettingsLoader({ request, params }: LoaderFunctionArgs): Promise<PersonSettingsData> {
  const handle = requireSession(request);
  const username = handle.current().username;
  if (params.username !== username) return { handle, own: false, user: undefined, settings: undefined };
  const call = { portal: handle.portal, authentication: handle, signal: request.signal };
  const [user, settings] = await Promise.all([getUser(username, call), fetchUserHubSettings(username, call)]);
  return { handle, own: true, user, settings };
}
