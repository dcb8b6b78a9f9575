import { getHubTypeFromItemType } from './getHubEntityType.ts';
import type { HubEntityType } from './HubEntityType.ts';
import { isWorkspacePane } from './workspacePanes.ts';

/**
 * Where the workspace sends you when it cannot build a route (spec 2 §2).
 *
 * @example
 * getWorkspaceRoute('site', undefined) === WORKSPACE_FALLBACK_ROUTE; // true
 */
export const WORKSPACE_FALLBACK_ROUTE = '/';

/**
 * The plural of an entity type in workspace routes: an `s` added, except `content` (spec 2 §2).
 *
 * @example
 * getEntityTypePlural('initiativeTemplate'); // "initiativeTemplates"
 * getEntityTypePlural('content'); // "content"
 */
export function getEntityTypePlural(type: HubEntityType): string {
  return type === 'content' ? type : `${type}s`;
}

/**
 * The workspace route of an entity, `/workspace/{plural}/{id}[/{pane}]` (spec 2 §2). `type` is a hub entity
 * type or a portal item type. Without an id, or for a type that is no hub entity (an organisation, a channel), it is
 * `/`, as the reference answers; a pane outside the fixed pane list is left out.
 *
 * @example
 * getWorkspaceRoute('site', 'a1b2', 'details'); // "/workspace/sites/a1b2/details"
 * getWorkspaceRoute('Web Map', 'c3d4'); // "/workspace/content/c3d4"
 * getWorkspaceRoute('site', ''); // "/"
 */
export function getWorkspaceRoute(type: string, id: string | undefined, pane?: string): string {
  const entityType = getHubTypeFromItemType(type);
  if (id === undefined || id === '' || entityType === undefined) return WORKSPACE_FALLBACK_ROUTE;
  const base = `/workspace/${getEntityTypePlural(entityType)}/${encodeURIComponent(id)}`;
  return pane !== undefined && isWorkspacePane(pane) ? `${base}/${pane}` : base;
}
