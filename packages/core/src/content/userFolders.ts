import { portalRequest, type PortalCallOptions } from '../portal/portalRequest.ts';

/** One of a user's content folders. */
export interface UserFolder {
  readonly id: string;
  readonly title: string;
}

/**
 * A user's content folders (`content/users/{username}`'s `folders`), by title.
 *
 * @example
 * const folders = await fetchUserFolders('ana', { portal, authentication });
 */
export async function fetchUserFolders(username: string, options: PortalCallOptions): Promise<readonly UserFolder[]> {
  const answer = await portalRequest<{ folders?: { id?: unknown; title?: unknown }[] }>(
    `content/users/${encodeURIComponent(username)}`,
    { ...options, params: { num: 1 } },
  );
  return (answer.folders ?? [])
    .flatMap((folder) =>
      typeof folder.id === 'string' && typeof folder.title === 'string' ? [{ id: folder.id, title: folder.title }] : [],
    )
    .sort((a, b) => a.title.localeCompare(b.title));
}
