import type { EntityPermission } from '../common/hubItemEntity.ts';
import { isRecord } from '../common/mutableItemModel.ts';
import type { ItemModel } from '../items/itemModel.ts';

/**
 * A site's permission grants (`data.permissions`) with the implicit ones added (spec 1 §6 "Site creators and owners
 * gain implicit permissions: project creation for the content group, and site deletion for the owner"):
 * `hub:project:create` to the content group (`item.properties.contentGroupId`) and `hub:site:delete` to the owner,
 * each unless already granted to them. Stored grants are kept as they are, in their order.
 *
 * @example
 * sitePermissionGrants({ item: { ...item, owner: 'ana' }, data: {} });
 * // [{ permission: 'hub:site:delete', collaborationType: 'user', collaborationId: 'ana' }]
 */
export function sitePermissionGrants(model: ItemModel): EntityPermission[] {
  const data: Record<string, unknown> = isRecord(model.data) ? model.data : {};
  const stored = Array.isArray(data.permissions) ? data.permissions : [];
  const grants: EntityPermission[] = stored.filter(
    (grant): grant is EntityPermission =>
      isRecord(grant) && typeof grant.permission === 'string' && typeof grant.collaborationType === 'string',
  );
  const properties = isRecord(model.item.properties) ? model.item.properties : {};
  const implicit = [
    { permission: 'hub:project:create', collaborationType: 'group', collaborationId: properties.contentGroupId },
    { permission: 'hub:site:delete', collaborationType: 'user', collaborationId: model.item.owner },
  ];
  for (const grant of implicit) {
    const id = grant.collaborationId;
    if (typeof id !== 'string' || !id) continue;
    if (grants.some((g) => g.permission === grant.permission && g.collaborationId === id)) continue;
    grants.push({ permission: grant.permission, collaborationType: grant.collaborationType, collaborationId: id });
  }
  return grants;
}
