import type { ChosenItemAccess, ContextUser } from '@plaza/core';

/**
 * The access levels a user may give their own new item: always private; the organisation with a share-to-org
 * privilege; everyone with a share-to-public privilege (user or admin variants). Display only: the portal's `share`
 * enforces the same rule.
 *
 * @example
 * accessLevelsFor({ username: 'ana', privileges: ['portal:user:shareToOrg'] }); // ['private', 'org']
 */
export function accessLevelsFor(user: Pick<ContextUser, 'privileges'> | undefined): ChosenItemAccess[] {
  const privileges = new Set(user?.privileges ?? []);
  const levels: ChosenItemAccess[] = ['private'];
  if (privileges.has('portal:user:shareToOrg') || privileges.has('portal:admin:shareToOrg')) levels.push('org');
  if (privileges.has('portal:user:shareToPublic') || privileges.has('portal:admin:shareToPublic'))
    levels.push('public');
  return levels;
}
