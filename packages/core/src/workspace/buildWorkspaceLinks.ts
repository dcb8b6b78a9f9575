import type { PermissionName } from '../permissions/checkPermission.ts';
import { getWorkspaceRoute } from './getWorkspaceRoute.ts';
import type { HubEntityType } from './HubEntityType.ts';
import { WORKSPACE_PANES } from './workspacePanes.ts';

/** A link to one pane of an entity's workspace; shown only when every permission is granted. */
export interface WorkspaceLink {
  readonly pane: string;
  readonly href: string;
  /** Required: a link without permissions is an error (spec 2 §8). */
  readonly permissions: readonly PermissionName[];
}

/**
 * The workspace links of an entity from the pane table (spec 2 §2): one per pane, gated by
 * `hub:{type}:workspace:{pane}`; content also gets a collaborators link gated by
 * `hub:site:workspace:collaborators`.
 *
 * @example
 * buildWorkspaceLinks('user', 'casey');
 * // [{ pane: 'overview', href: '/workspace/users/casey/overview', permissions: ['hub:user:workspace:overview'] }]
 */
export function buildWorkspaceLinks(type: HubEntityType, id: string): WorkspaceLink[] {
  const links = WORKSPACE_PANES[type].map((pane): WorkspaceLink => ({
    pane,
    href: getWorkspaceRoute(type, id, pane),
    permissions: [`hub:${type}:workspace:${pane}`],
  }));
  if (type === 'content') {
    const settings = links.findIndex((link) => link.pane === 'settings');
    links.splice(settings, 0, {
      pane: 'collaborators',
      href: getWorkspaceRoute(type, id, 'collaborators'),
      permissions: ['hub:site:workspace:collaborators'],
    });
  }
  return links;
}
