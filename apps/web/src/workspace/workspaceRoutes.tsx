import type { RouteObject } from 'react-router';
import { loadChunk } from '../components/loadChunk.ts';
import type { RouteHandle } from '../components/routeHandle.ts';
import type { ClientOnlyHandle } from './clientOnlyRoute.ts';
import { WORKSPACE_TITLES } from './routeTitles.ts';
import { WorkspaceFallback } from './WorkspaceFallback.tsx';
import { ADD_CONTENT_TITLE } from './content/addContentTitle.ts';
import { EVENT_WORKSPACE_TITLE } from './events/eventWorkspaceTitle.ts';

const shell = () => loadChunk('workspace', () => import('./shell/WorkspaceShellRoute.tsx'));
const home = () => loadChunk('workspace-home', () => import('./home/WorkspaceHomeRoute.tsx'));
const entity = () => loadChunk('workspace-entity', () => import('./entity/EntityWorkspaceRoute.tsx'));
const addContent = () => loadChunk('workspace-add-content', () => import('./content/AddContentRoute.tsx'));
const eventWorkspace = () => loadChunk('workspace-event', () => import('./events/EventWorkspaceRoute.tsx'));
const groupWorkspace = () => loadChunk('workspace-group', () => import('./groups/GroupWorkspaceRoute.tsx'));
const userWorkspace = () => loadChunk('workspace-user', () => import('./users/UserWorkspaceRoute.tsx'));
const moderation = () => loadChunk('workspace-moderation', () => import('./moderation/ModerationRoute.tsx'));
const layoutEditor = () => loadChunk('layout-editor', () => import('./layoutEditor/LayoutEditorRoute.tsx'));
const advancedEdit = () => loadChunk('advanced-edit', () => import('./advanced/AdvancedEditRoute.tsx'));

/** A client-only route: the server renders its fallback, the browser loads its chunk and data. */
function member<R extends RouteObject>(route: R, title: RouteHandle['title'], named = false): R {
  const handle: RouteHandle & ClientOnlyHandle = { clientOnly: true, ...(title ? { title } : {}), static: named };
  return { ...route, handle, HydrateFallback: WorkspaceFallback };
}

/**
 * The signed-in half of the app (issue 9), lazy-loaded and rendered only in the browser, in one frame (the
 * workspace shell): the workspace `/workspace/{plural}/{id}/{pane}` (spec 2 §2) with its home, and the layout
 * editors `/edit` (the site's home) and `/pages/{id}/edit` (spec 1 §2) of the host's site, and the same editors
 * bound to a site by id, `/workspace/sites/{siteId}/edit` and `/workspace/sites/{siteId}/pages/{id}/edit`, which
 * the workspace links to (a page without its site: `/workspace/pages/{id}/edit`).
 */
export const workspaceRoutes: RouteObject[] = [
  member(
    {
      id: 'workspace',
      lazy: shell,
      children: [
        {
          path: 'workspace',
          children: [
            member({ id: 'workspace-home', index: true, lazy: home }, undefined),
            member({ id: 'workspace-add-content', path: 'content/new', lazy: addContent }, ADD_CONTENT_TITLE, true),
            // Events live in the events service, not the portal (issue 14).
            member(
              { id: 'workspace-event', path: 'events/:id/:pane?', lazy: eventWorkspace },
              EVENT_WORKSPACE_TITLE,
              true,
            ),
            // Groups are portal groups, not items (issue 19).
            member(
              { id: 'workspace-group', path: 'groups/:id/:pane?', lazy: groupWorkspace },
              WORKSPACE_TITLES.group,
              true,
            ),
            // People are portal users, not items (issue 44).
            member(
              { id: 'workspace-user', path: 'users/:id/:pane?', lazy: userWorkspace },
              WORKSPACE_TITLES.user,
              true,
            ),
            // The moderation queue of the discussions service (issue 16).
            member(
              { id: 'workspace-moderation', path: 'moderation', lazy: moderation },
              WORKSPACE_TITLES.moderation,
              true,
            ),
            // Editors bound to the entity in their route, whatever host they are opened on (issue 13).
            member(
              { id: 'workspace-site-editor', path: 'sites/:siteId/edit', lazy: layoutEditor },
              WORKSPACE_TITLES.editor,
            ),
            // A site's JSON, checked and reviewed before it is saved (issue 23).
            member(
              { id: 'workspace-site-advanced', path: 'sites/:siteId/edit/advanced', lazy: advancedEdit },
              WORKSPACE_TITLES.advanced,
            ),
            member(
              { id: 'workspace-site-page-editor', path: 'sites/:siteId/pages/:id/edit', lazy: layoutEditor },
              WORKSPACE_TITLES.editor,
            ),
            member(
              { id: 'workspace-page-editor', path: 'pages/:id/edit', lazy: layoutEditor },
              WORKSPACE_TITLES.editor,
            ),
            member({ id: 'workspace-entity', path: ':plural/:id/:pane?', lazy: entity }, WORKSPACE_TITLES.entity),
          ],
        },
        member({ id: 'site-layout-editor', path: 'edit', lazy: layoutEditor }, WORKSPACE_TITLES.editor),
        member({ id: 'site-advanced-editor', path: 'edit/advanced', lazy: advancedEdit }, WORKSPACE_TITLES.advanced),
        member({ id: 'page-layout-editor', path: 'pages/:id/edit', lazy: layoutEditor }, WORKSPACE_TITLES.editor),
      ],
    },
    WORKSPACE_TITLES.shell,
    true,
  ),
];
