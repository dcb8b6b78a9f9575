import { determineOwner } from './determineOwner.ts';
import { portalRequest, type PortalCallOptions } from './portalRequest.ts';

/**
 * Takes an item out of groups (`unshare`); returns the groups it could not be taken out of.
 *
 * @example
 * await unshareItemFromGroups({ id, owner }, ['g1'], options);
 */
export async function unshareItemFromGroups(
  item: { readonly id: string; readonly owner?: string },
  groupIds: readonly string[],
  options: PortalCallOptions,
): Promise<readonly string[]> {
  const answer = await portalRequest<{ readonly notUnsharedFrom?: readonly string[] }>(
    `content/users/${encodeURIComponent(await determineOwner(item, options))}/items/${encodeURIComponent(item.id)}/unshare`,
    { ...options, httpMethod: 'POST', params: { groups: groupIds.join(',') } },
  );
  return answer.notUnsharedFrom ?? [];
}
