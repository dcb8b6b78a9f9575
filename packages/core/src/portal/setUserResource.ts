import { USER_RESOURCE_MAX_BYTES } from '../constants.ts';
import { UserResourceTooLargeError } from '../errors/UserResourceTooLargeError.ts';
import { portalRequest, type PortalCallOptions } from './portalRequest.ts';

/**
 * Stores a user resource (`community/users/{username}/addResource`, `access=userappprivate` by
 * default): a value is stored as JSON, a string as it is. Larger than 4.95 MB is refused before
 * anything is sent, with {@link UserResourceTooLargeError}.
 *
 * @example
 * await setUserResource('user_riverside', 'hubSettings.json', settings, { portal, authentication });
 */
export async function setUserResource(
  username: string,
  key: string,
  value: unknown,
  options: PortalCallOptions & { readonly access?: string },
): Promise<void> {
  const { access = 'userappprivate', ...call } = options;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > USER_RESOURCE_MAX_BYTES) throw new UserResourceTooLargeError(bytes);
  await portalRequest(`community/users/${encodeURIComponent(username)}/addResource`, {
    ...call,
    httpMethod: 'POST',
    params: { key, text, access },
  });
}
