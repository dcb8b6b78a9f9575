import type { HubEntityType } from '../workspace/HubEntityType.ts';
import { checkPermission, type CheckPermissionOptions } from './checkPermission.ts';
import { PERMISSIONS, type Permission } from './Permission.ts';
import type { PermissionContext, PermissionEntity } from './PermissionPolicy.ts';

/** Permission → granted, for one entity: what a presenter attaches so the web app never re-derives it. */
export type Abilities = Readonly<Partial<Record<Permission, boolean>>>;

/** Permissions outside a family that decide what its workspace shows (content collaborators, spec 2 §2). */
const EXTRA: Readonly<Partial<Record<HubEntityType, readonly Permission[]>>> = {
  content: ['hub:site:workspace:collaborators'],
};

const byFamily = new Map<HubEntityType, readonly Permission[]>();

/**
 * The permissions of an entity type's family: `hub:{type}` and every `hub:{type}:…` permission, plus the
 * few outside permissions its workspace uses.
 *
 * @example
 * getFamilyPermissions('user'); // ['hub:user', 'hub:user:view', 'hub:user:owner', 'hub:user:edit', …]
 */
export function getFamilyPermissions(type: HubEntityType): readonly Permission[] {
  let permissions = byFamily.get(type);
  if (permissions === undefined) {
    const root = `hub:${type}`;
    permissions = Object.freeze([
      ...PERMISSIONS.filter((permission) => permission === root || permission.startsWith(`${root}:`)),
      ...(EXTRA[type] ?? []),
    ]);
    byFamily.set(type, permissions);
  }
  return permissions;
}

/**
 * Checks every permission of the entity's family for the context and returns the map permission → granted.
 * The server attaches it to responses (presenters), so the web app shows exactly what the engine allowed.
 *
 * @example
 * const abilities = getAbilities('site', context, site);
 * abilities['hub:site:edit']; // true
 * abilities['hub:site:workspace:settings']; // true when the workspace feature is on
 */
export function getAbilities(
  type: HubEntityType,
  context: PermissionContext,
  entity?: PermissionEntity,
  options?: CheckPermissionOptions,
): Abilities {
  const abilities: Partial<Record<Permission, boolean>> = {};
  for (const permission of getFamilyPermissions(type)) {
    abilities[permission] = checkPermission(permission, context, entity, options).access;
  }
  return Object.freeze(abilities);
}
