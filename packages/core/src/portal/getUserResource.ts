import { portalRequest, type PortalCallOptions } from './portalRequest.ts';

/**
 * A user's JSON resource (`community/users/{username}/resources/{key}`), e.g. the hub settings.
 * Only the user themself may read it; a missing key fails with code `COM_0042`.
 *
 * @example
 * const settings = await getUserResource<UserHubSettings>('user_riverside', 'hubSettings.json', { portal, authentication });
 */
export function getUserResource<T = unknown>(username: string, key: string, options: PortalCallOptions): Promise<T> {
  return portalRequest<T>(`community/users/${encodeURIComponent(username)}/resources/${encodeURIComponent(key)}`, {
    ...options,
    httpMethod: 'GET',
  });
}
