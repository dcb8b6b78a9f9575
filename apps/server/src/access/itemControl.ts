import { hasPrivilege, type Caller } from '../auth/caller.ts';

/** What the caller may do to an item: `admin` (owner, org admins), `update` (shared-update group). */
export type ItemControl = 'admin' | 'update';

export interface ItemOwnership {
  readonly owner: string;
  readonly org_id: string;
}

/**
 * `admin` for the owner and for administrators of the owner's org holding `portal:admin:updateItems`;
 * `update` for members of a shared-update group (`updateitemcontrol`) the item is shared to;
 * otherwise undefined (the portal leaves `itemControl` out).
 *
 * @example
 * itemControlFor(caller, item, sharedToMyUpdateGroup); // 'admin' | 'update' | undefined
 */
export function itemControlFor(caller: Caller, item: ItemOwnership, inUpdateGroup: boolean): ItemControl | undefined {
  if (caller.kind === 'anonymous') return undefined;
  if (isItemAdmin(caller, item)) return 'admin';
  return inUpdateGroup ? 'update' : undefined;
}

/** The owner, or an administrator of the owner's org who may update any item there. */
export function isItemAdmin(caller: Caller, item: ItemOwnership): boolean {
  if (caller.kind === 'anonymous') return false;
  if (caller.username === item.owner) return true;
  return caller.orgId === item.org_id && hasPrivilege(caller, 'portal:admin:updateItems');
}

/** Private resources and the item's sharing are for the owner and the org's item viewers (admins). */
export function canReadPrivateParts(caller: Caller, item: ItemOwnership): boolean {
  if (caller.kind === 'anonymous') return false;
  if (caller.username === item.owner) return true;
  return caller.orgId === item.org_id && hasPrivilege(caller, 'portal:admin:viewItems');
}

/** Deleting needs the owner or `portal:admin:deleteItems` in the owner's org. */
export function canDeleteItem(caller: Caller, item: ItemOwnership): boolean {
  if (caller.kind === 'anonymous') return false;
  if (caller.username === item.owner) return true;
  return caller.orgId === item.org_id && hasPrivilege(caller, 'portal:admin:deleteItems');
}
