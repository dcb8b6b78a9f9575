import { portalRequest, type PortalCallOptions } from '../portal/portalRequest.ts';

/** A share for many items: public, org (true shares, false takes away, absent leaves it) and groups to add. */
export interface BulkShare {
  readonly everyone?: boolean;
  readonly org?: boolean;
  readonly groups?: readonly string[];
}

function bulkPath(owner: string, call: string): string {
  return `content/users/${encodeURIComponent(owner)}/${call}`;
}

/**
 * Shares many of the owner's items at once (`shareItems`), all or nothing: a refusal is a `PortalRequestError`
 * (`CONT_0031`) whose `details` are the ids that stopped it. Returns, per item, the groups it could not go to.
 *
 * @example
 * const results = await shareItemsInBulk('ana', ['a1', 'b2'], { org: true }, { portal, authentication });
 */
export async function shareItemsInBulk(
  owner: string,
  itemIds: readonly string[],
  share: BulkShare,
  options: PortalCallOptions,
): Promise<readonly { readonly itemId: string; readonly notSharedWith: readonly string[] }[]> {
  const answer = await portalRequest<{ results?: { itemId: string; notSharedWith?: string[] }[] }>(
    bulkPath(owner, 'shareItems'),
    {
      ...options,
      httpMethod: 'POST',
      params: {
        items: itemIds.join(','),
        ...(share.everyone !== undefined ? { everyone: share.everyone } : {}),
        ...(share.org !== undefined ? { org: share.org } : {}),
        ...(share.groups?.length ? { groups: share.groups.join(',') } : {}),
      },
    },
  );
  return (answer.results ?? []).map((result) => ({
    itemId: result.itemId,
    notSharedWith: result.notSharedWith ?? [],
  }));
}

/**
 * Moves many of the owner's items into one of their folders (`moveItems`; `null` is the root), all or nothing.
 *
 * @example
 * await moveItemsInBulk('ana', ['a1', 'b2'], folderId, { portal, authentication });
 */
export async function moveItemsInBulk(
  owner: string,
  itemIds: readonly string[],
  folderId: string | null,
  options: PortalCallOptions,
): Promise<void> {
  await portalRequest(bulkPath(owner, 'moveItems'), {
    ...options,
    httpMethod: 'POST',
    params: { items: itemIds.join(','), folder: folderId ?? '/' },
  });
}

/**
 * Deletes many of the owner's items (`deleteItems`), all or nothing: one protected item stops it, named in the
 * refusal's `details`.
 *
 * @example
 * await deleteItemsInBulk('ana', ['a1', 'b2'], { portal, authentication });
 */
export async function deleteItemsInBulk(
  owner: string,
  itemIds: readonly string[],
  options: PortalCallOptions,
): Promise<void> {
  await portalRequest(bulkPath(owner, 'deleteItems'), {
    ...options,
    httpMethod: 'POST',
    params: { items: itemIds.join(',') },
  });
}
