import type { PermissionPolicy, PolicyAssertion } from '../PermissionPolicy.ts';

/** The operations every item-backed family has (spec 2 §6). */
export type ItemOperation = 'create' | 'view' | 'edit' | 'delete' | 'owner' | 'canChangeAccess' | 'manage';

/** The permissions {@link itemPolicies} defines for a family. */
export type ItemFamilyPermission<T extends string> = `hub:${T}` | `hub:${T}:${ItemOperation}`;

/**
 * "One of the share-to-public or share-to-org privileges (admin or user)" (spec 2 §6).
 *
 * @example
 * { assertions: [SHARE_PRIVILEGE_ASSERTION] } // a policy that needs a share privilege
 */
export const SHARE_PRIVILEGE_ASSERTION: PolicyAssertion = Object.freeze({
  property: 'context:currentUser.privileges',
  type: 'contains-some',
  value: Object.freeze([
    'portal:admin:shareToPublic',
    'portal:admin:shareToOrg',
    'portal:user:shareToPublic',
    'portal:user:shareToOrg',
  ]),
});

/**
 * The common policies of an item-backed family: the family root (`hub:{type}`, the portal service by
 * default), `create` (signed in with the create-item privilege), `view`, `edit` (entity `canEdit`), `delete`
 * (entity `canDelete`), `owner` (entity owner is the user), `canChangeAccess` (a share privilege and item
 * control `admin`) and `manage` (edit, as the reference defines it; spec 2 §6 names the key). Families override or
 * add entries after spreading these.
 *
 * @example
 * const policies = { ...itemPolicies('page'), 'hub:page:view': { dependencies: ['hub:page'] } } as const;
 */
export function itemPolicies<const T extends string>(
  type: T,
  root: PermissionPolicy = { services: ['portal'] },
): { readonly [K in ItemFamilyPermission<T>]: PermissionPolicy } {
  const family = `hub:${type}`;
  const dependencies = [family];
  const policies: Record<string, PermissionPolicy> = {
    [family]: root,
    [`${family}:create`]: { dependencies, authenticated: true, privileges: ['portal:user:createItem'] },
    [`${family}:view`]: { dependencies },
    [`${family}:edit`]: { dependencies, authenticated: true, entityEdit: true },
    [`${family}:delete`]: { dependencies, authenticated: true, entityDelete: true },
    [`${family}:owner`]: { dependencies, authenticated: true, entityOwner: true },
    [`${family}:canChangeAccess`]: {
      dependencies,
      authenticated: true,
      assertions: [SHARE_PRIVILEGE_ASSERTION, { property: 'entity:itemControl', type: 'eq', value: 'admin' }],
    },
    [`${family}:manage`]: { dependencies: [`${family}:edit`] },
  };
  return Object.freeze(policies) as { readonly [K in ItemFamilyPermission<T>]: PermissionPolicy };
}
