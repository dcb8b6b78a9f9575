import type { ContextGroup, ContextUser } from '@plaza/core';

/**
 * The groups of the user's that a new item can be shared with: every group they belong to, except view-only groups
 * where they are a plain member (only owners and managers share there). Sorted by title.
 *
 * @example
 * shareableGroups(context.currentUser); // [{ id: 'g1', title: 'Riverside Staff' }]
 */
export function shareableGroups(user: Pick<ContextUser, 'groups'> | undefined): ContextGroup[] {
  return (user?.groups ?? [])
    .filter((group) => {
      const type = group.userMembership?.memberType;
      return !group.isViewOnly || type === 'owner' || type === 'admin';
    })
    .sort((a, b) => (a.title ?? a.id).localeCompare(b.title ?? b.id));
}
