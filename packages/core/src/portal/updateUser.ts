import type { PortalUser } from './PortalUser.ts';
import { portalRequest, type PortalCallOptions } from './portalRequest.ts';

/** The profile fields a user changes (`community/users/{username}/update`); a field left out stays as it is. */
export interface PortalUserProfileFields {
  readonly fullName?: string;
  readonly description?: string;
  /** Who may see the profile. */
  readonly access?: PortalUser['access'];
  readonly tags?: readonly string[];
  /** Preferred language (`fr`, `ar`, …); '' for the browser's. */
  readonly culture?: string;
  /** A new profile picture (PNG, JPEG, GIF or WebP). */
  readonly thumbnail?: Blob;
  /** Its file name, sent with it. */
  readonly thumbnailName?: string;
}

/**
 * Changes a user's profile (their own, or as an administrator of their organisation); a picture goes as multipart.
 *
 * @example
 * await updateUser('user_riverside', { fullName: 'Robin Rivers', culture: 'fr' }, { portal, authentication });
 */
export async function updateUser(
  username: string,
  fields: PortalUserProfileFields,
  options: PortalCallOptions,
): Promise<void> {
  const { thumbnail, thumbnailName, tags, ...rest } = fields;
  const params: Record<string, string | Blob> = {};
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) params[key] = value;
  if (tags) params.tags = tags.join(',');
  if (thumbnail) params.thumbnail = new File([thumbnail], thumbnailName ?? 'thumbnail.png', { type: thumbnail.type });
  await portalRequest(`community/users/${encodeURIComponent(username)}/update`, {
    ...options,
    httpMethod: 'POST',
    params,
  });
}
