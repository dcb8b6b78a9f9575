import type { PortalPrivilege } from '@plaza/core';
import { hasPrivilege, type UserCaller } from '../auth/caller.ts';
import type { ItemOwnership } from './itemControl.ts';

/** The administrator privileges that let someone change the sharing of another member's item. */
const ADMIN_SHARE_PRIVILEGES: readonly PortalPrivilege[] = [
  'portal:admin:shareToPublic',
  'portal:admin:shareToOrg',
  'portal:admin:shareToGroup',
];

/**
 * Who may change an item's sharing at all: its owner, or an administrator of the owner's organisation holding
 * one of the administrator share privileges. Everyone else is refused before anything is read from the request,
 * so taking public or org access away (`everyone=false`, `org=false`) needs the same standing as granting it.
 *
 * @example
 * if (!canShareItem(caller, item)) throw itemErrors.forbidden();
 */
export function canShareItem(caller: UserCaller, item: ItemOwnership): boolean {
  if (caller.username === item.owner) return true;
  return caller.orgId === item.org_id && ADMIN_SHARE_PRIVILEGES.some((privilege) => hasPrivilege(caller, privilege));
}
