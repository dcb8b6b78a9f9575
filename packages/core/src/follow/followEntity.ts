import { HubError } from '../errors/HubError.ts';
import { getGroup } from '../portal/getGroup.ts';
import { joinGroup } from '../portal/joinGroup.ts';
import { leaveGroup } from '../portal/leaveGroup.ts';
import type { PortalCallOptions } from '../portal/portalRequest.ts';

/** Who may follow what (spec 3 §4 "Follow action states"). */
export interface FollowState {
  /** The entity has a followers group to join. */
  readonly followable: boolean;
  readonly isFollowing: boolean;
  /** The caller owns the followers group: they cannot leave it. */
  readonly cannotUnfollow: boolean;
}

/** What the follow calls need of the entity. */
export interface Followable {
  readonly id: string;
  readonly followersGroupId?: string | undefined;
}

function groupOf(entity: Followable): string {
  if (!entity.followersGroupId) {
    throw new HubError('FOLLOW_NOT_AVAILABLE', 'This cannot be followed yet: it has no followers group.');
  }
  return entity.followersGroupId;
}

/**
 * Whether the signed-in caller follows an entity, read from its followers group as the portal answers now.
 *
 * @example
 * const { isFollowing, cannotUnfollow } = await fetchFollowState(initiative, { portal, authentication });
 */
export async function fetchFollowState(entity: Followable, options: PortalCallOptions): Promise<FollowState> {
  if (!entity.followersGroupId) return { followable: false, isFollowing: false, cannotUnfollow: false };
  const group = await getGroup(entity.followersGroupId, options);
  const type = group.userMembership?.memberType;
  return {
    followable: true,
    isFollowing: type === 'owner' || type === 'admin' || type === 'member',
    cannotUnfollow: type === 'owner',
  };
}

/**
 * Follows an entity: joins its followers group. The portal refuses it to anyone who may not see the entity.
 *
 * @example
 * await followEntity(initiative, { portal, authentication });
 */
export async function followEntity(entity: Followable, options: PortalCallOptions): Promise<void> {
  await joinGroup(groupOf(entity), options);
}

/**
 * Stops following: leaves the followers group (its owner cannot: `cannotUnfollow`).
 *
 * @example
 * await unfollowEntity(initiative, { portal, authentication });
 */
export async function unfollowEntity(entity: Followable, options: PortalCallOptions): Promise<void> {
  await leaveGroup(groupOf(entity), options);
}
