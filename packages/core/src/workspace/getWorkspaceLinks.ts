import { HubError } from '../errors/HubError.ts';
import { checkPermission, type CheckPermissionOptions } from '../permissions/checkPermission.ts';
import type { PermissionContext, PermissionEntity } from '../permissions/PermissionPolicy.ts';
import type { WorkspaceLink } from './buildWorkspaceLinks.ts';

/**
 * The message of the error thrown for a link without permissions (spec 2 §8).
 *
 * @example
 * expect(() => getWorkspaceLinks(links, context)).toThrow(WORKSPACE_LINK_PERMISSIONS_MESSAGE);
 */
export const WORKSPACE_LINK_PERMISSIONS_MESSAGE = 'getWorkspaceLinks: permissions must be defined on workspace links';

/**
 * The workspace links the user may see: those whose every permission is granted for the context and
 * entity (spec 2 §2). Throws a `HubError` with code `WORKSPACE_LINK_PERMISSIONS_MISSING` and the spec's
 * message when any link has no permissions defined.
 *
 * @example
 * getWorkspaceLinks(buildWorkspaceLinks('site', site.id), context, site).map((link) => link.pane);
 * // ['overview', 'dashboard'] for a viewer who cannot edit
 */
export function getWorkspaceLinks<L extends WorkspaceLink>(
  links: readonly L[],
  context: PermissionContext,
  entity?: PermissionEntity,
  options?: CheckPermissionOptions,
): L[] {
  if (links.some((link) => !Array.isArray(link.permissions))) {
    throw new HubError('WORKSPACE_LINK_PERMISSIONS_MISSING', WORKSPACE_LINK_PERMISSIONS_MESSAGE);
  }
  return links.filter((link) =>
    link.permissions.every((permission) => checkPermission(permission, context, entity, options).access),
  );
}
