import type { CollaborationType, EntityPermissionGrant, PermissionEntity } from './PermissionPolicy.ts';

const COLLABORATION_TYPES: ReadonlySet<string> = new Set<CollaborationType>([
  'user',
  'org',
  'group',
  'group-admin',
  'authenticated',
  'anonymous',
]);

function isCollaborationType(value: string): value is CollaborationType {
  return COLLABORATION_TYPES.has(value);
}

/** An entity's stored grant, typed loosely as it comes from the item's data. */
export interface StoredEntityGrant {
  readonly permission: string;
  readonly collaborationType: string;
  readonly collaborationId?: string;
}

/** What {@link toPermissionEntity} reads: the derived rights of an entity and its stored settings. */
export interface PermissionEntitySource {
  readonly id: string;
  readonly owner: string;
  readonly canEdit: boolean;
  readonly canDelete: boolean;
  readonly itemControl: string;
  readonly features?: Readonly<Record<string, boolean>>;
  readonly permissions?: readonly StoredEntityGrant[];
}

/** The entity the engine reads, plus what its assertions read (`entity:itemControl`). */
export type ItemPermissionEntity = PermissionEntity & { readonly itemControl: string };

/**
 * What the permission engine reads of an entity: id, owner, edit/delete rights, item control, feature switches and
 * grants (those of a collaboration type the engine knows; others grant nothing and are left out). The server (to
 * enforce) and the browser (to display) both build it with this one function, so both decide on the same input.
 *
 * @example
 * checkPermission('hub:project:canChangeAccess', context, toPermissionEntity(project));
 */
export function toPermissionEntity(entity: PermissionEntitySource): ItemPermissionEntity {
  const grants: EntityPermissionGrant[] = (entity.permissions ?? []).flatMap(({ collaborationType, ...grant }) =>
    isCollaborationType(collaborationType)
      ? [
          {
            permission: grant.permission,
            collaborationType,
            ...(grant.collaborationId !== undefined ? { collaborationId: grant.collaborationId } : {}),
          },
        ]
      : [],
  );
  return {
    id: entity.id,
    owner: entity.owner,
    canEdit: entity.canEdit,
    canDelete: entity.canDelete,
    itemControl: entity.itemControl,
    ...(entity.features ? { features: entity.features } : {}),
    ...(grants.length > 0 ? { permissions: grants } : {}),
  };
}
