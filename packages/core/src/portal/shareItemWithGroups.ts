import { determineOwner } from './determineOwner.ts';
import { portalRequest, type PortalCallOptions } from './portalRequest.ts';

/**
 * Shares an item with groups (`share` with `groups`), leaving its public and org access as they are. Returns the
 * groups the portal would not share with (the portal's rules of spec 2 §6 "share content to a group").
 *
 * @example
 * const refused = await shareItemWithGroups({ id, owner }, ['g1'], options);
 */
export async function shareItemWithGroups(
  item: { readonly id: string; readonly owner?: string },
  groupIds: readonly string[],
  options: PortalCallOptions,
): Promise<readonly string[]> {
  const answer = await portalRequest<{ readonly notSharedWith?: readonly string[] }>(
    `content/users/${encodeURIComponent(await determineOwner(item, options))}/items/${encodeURIComponent(item.id)}/share`,
    { ...options, httpMethod: 'POST', params: { groups: groupIds.join(',') } },
  );
  return answer.notSharedWith ?? [];
}
