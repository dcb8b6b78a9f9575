import type { PortalItem } from '../entities/items/itemModel.ts';
import { portalRequest, type PortalCallOptions } from './portalRequest.ts';

/** One relationship between two items (the portal's names: a survey's Form item `Survey2Service` its layer). */
export interface ItemRelationshipRequest {
  readonly originItemId: string;
  readonly destinationItemId: string;
  readonly relationshipType: string;
}

/**
 * Relates two items (`content/users/{username}/addRelationship`) or removes the relationship (`deleteRelationship`):
 * the caller must be able to change the origin item and read the destination.
 *
 * @example
 * await changeItemRelationship('add', { originItemId: formId, destinationItemId: serviceId, relationshipType: 'Survey2Service' }, 'casey', { portal, authentication });
 */
export async function changeItemRelationship(
  change: 'add' | 'delete',
  relationship: ItemRelationshipRequest,
  username: string,
  options: PortalCallOptions,
): Promise<void> {
  await portalRequest<{ success: boolean }>(
    `content/users/${encodeURIComponent(username)}/${change === 'add' ? 'addRelationship' : 'deleteRelationship'}`,
    { ...options, httpMethod: 'POST', params: { ...relationship } },
  );
}

/**
 * The items related to one (`content/items/{id}/relatedItems`) by a type: forward (those it points at) or reverse
 * (those pointing at it), only those the caller may read.
 *
 * @example
 * const [service] = await getRelatedItems(form.id, 'Survey2Service', 'forward', { portal });
 */
export async function getRelatedItems(
  itemId: string,
  relationshipType: string,
  direction: 'forward' | 'reverse',
  options: PortalCallOptions,
): Promise<PortalItem[]> {
  const answer = await portalRequest<{ relatedItems?: PortalItem[] }>(
    `content/items/${encodeURIComponent(itemId)}/relatedItems`,
    { ...options, httpMethod: 'GET', params: { relationshipType, direction } },
  );
  return answer.relatedItems ?? [];
}
