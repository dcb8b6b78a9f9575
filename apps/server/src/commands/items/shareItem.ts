import type { PortalPrivilege } from '@plaza/core';
import { canShareItem } from '../../access/canShareItem.ts';
import { hasPrivilege, type UserCaller } from '../../auth/caller.ts';
import type { Db } from '../../db/database.ts';
import type { ItemAccess } from '../../db/itemTables.ts';
import { updateItemRow, type ItemRow } from '../../db/repositories/itemRepository.ts';
import {
  addItemShares,
  findShareTargets,
  listItemGroupIds,
  type ShareTargetGroup,
} from '../../db/repositories/itemShareRepository.ts';
import { enqueueNotification } from '../../notifications/enqueueNotification.ts';
import { itemErrors } from '../../errors/itemErrors.ts';

export interface ShareRequest {
  /** `everyone`: true shares publicly, false takes public sharing away; undefined leaves it. */
  readonly everyone: boolean | undefined;
  readonly org: boolean | undefined;
  readonly groups: readonly string[];
}

/**
 * `share`: changes an item's access and adds group shares (spec 2 §6 "Share content to a group").
 * Only the owner, or an administrator of the owner's org acting for them, may share ({@link canShareItem}).
 * Public and org sharing need the matching share privilege (refused with 403). A group is shared to when the
 * caller holds `portal:user:shareToGroup` and: is a member of a group that is not view-only; is its
 * owner or admin when it is view-only; or is an org administrator with `portal:admin:shareToGroup`
 * (for groups of the org). Other groups are returned in `notSharedWith`, as the portal does.
 */
export async function shareItem(
  db: Db,
  caller: UserCaller,
  item: ItemRow,
  request: ShareRequest,
  now: number,
): Promise<{ notSharedWith: string[] }> {
  if (!mayShare(caller, item, request)) throw itemErrors.forbidden();
  return db.transaction().execute((trx) => applyShare(trx, caller, item, request, now));
}

/**
 * Whether the caller may make this share of the item: the owner, or an administrator of the owner's org acting for
 * them, holding the privilege for each kind of share asked (public, org, groups). Groups the caller may not share to
 * are not a refusal: they come back in `notSharedWith`.
 */
export function mayShare(caller: UserCaller, item: ItemRow, request: ShareRequest): boolean {
  const owner = caller.username === item.owner;
  if (!canShareItem(caller, item)) return false;
  const may = (user: PortalPrivilege, administrator: PortalPrivilege): boolean =>
    owner ? hasPrivilege(caller, user) : hasPrivilege(caller, administrator);
  if (request.everyone === true && !may('portal:user:shareToPublic', 'portal:admin:shareToPublic')) return false;
  if (request.org === true && !may('portal:user:shareToOrg', 'portal:admin:shareToOrg')) return false;
  if (!owner && !hasPrivilege(caller, 'portal:admin:shareToGroup') && request.groups.length > 0) return false;
  return true;
}

/** Applies a share the caller may make ({@link mayShare}) inside the caller's transaction. */
export async function applyShare(
  trx: Db,
  caller: UserCaller,
  item: ItemRow,
  request: ShareRequest,
  now: number,
): Promise<{ notSharedWith: string[] }> {
  const targets = await findShareTargets(trx, request.groups, caller.username);
  const allowed = targets.filter((g) => maySharetoGroup(caller, g)).map((g) => g.id);
  const notSharedWith = request.groups.filter((id) => !allowed.includes(id));
  await addItemShares(trx, item.id, allowed, now);
  const groupCount = (await listItemGroupIds(trx, item.id)).length;
  const access = nextAccess(item.access, request, groupCount > 0);
  if (access !== item.access) await updateItemRow(trx, item.id, { access, modified: now });
  // Shared wider or to a group: followers of what now holds it are told once this write commits (ADR 0206).
  if (allowed.length > 0 || ((access === 'org' || access === 'public') && access !== item.access)) {
    await enqueueNotification(trx, { kind: 'item-shared', itemId: item.id, actor: caller.username, at: now });
  }
  return { notSharedWith };
}

function maySharetoGroup(caller: UserCaller, group: ShareTargetGroup): boolean {
  if (!hasPrivilege(caller, 'portal:user:shareToGroup')) return false;
  const type = group.member_type;
  if (type === null) return group.org_id === caller.orgId && hasPrivilege(caller, 'portal:admin:shareToGroup');
  if (group.is_view_only) return type === 'owner' || type === 'admin';
  return true;
}

/** Access after a share or unshare: public ⊃ org; otherwise shared when in a group, else private. */
export function nextAccess(current: ItemAccess, request: Omit<ShareRequest, 'groups'>, hasGroups: boolean): ItemAccess {
  let isPublic = current === 'public';
  let isOrg = current === 'org' || current === 'public';
  if (request.everyone !== undefined) {
    isPublic = request.everyone;
    if (isPublic) isOrg = true;
  }
  if (request.org !== undefined) isOrg = request.org || isPublic;
  else if (request.everyone === false && current === 'public') isOrg = true;
  if (isPublic) return 'public';
  if (isOrg) return 'org';
  return hasGroups ? 'shared' : 'private';
}
