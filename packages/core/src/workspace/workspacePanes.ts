import type { HubEntityType } from './HubEntityType.ts';

/**
 * The workspace panes of each entity type, in display order (spec 2 §2). Content also shows a collaborators
 * pane, gated by a site permission (see buildWorkspaceLinks).
 *
 * @example
 * WORKSPACE_PANES.user; // ['overview']
 */
export const WORKSPACE_PANES = Object.freeze({
  content: ['overview', 'dashboard', 'details', 'discussion', 'settings'],
  discussion: ['dashboard', 'details', 'participation', 'settings'],
  survey: ['dashboard', 'details', 'collaborators', 'settings'],
  group: ['details', 'members', 'content', 'discussion', 'settings'],
  initiative: [
    'overview',
    'dashboard',
    'details',
    'metrics',
    'projects',
    'collaborators',
    'content',
    'events',
    'settings',
  ],
  page: ['overview', 'dashboard', 'details', 'collaborators', 'settings'],
  project: [
    'overview',
    'dashboard',
    'details',
    'initiatives',
    'metrics',
    'collaborators',
    'content',
    'events',
    'settings',
  ],
  site: [
    'overview',
    'dashboard',
    'details',
    'pages',
    'content',
    'projects',
    'initiatives',
    'collaborators',
    'followers',
    'events',
    'discussion',
    'settings',
  ],
  initiativeTemplate: ['dashboard', 'details', 'collaborators', 'settings'],
  template: ['dashboard', 'details', 'collaborators', 'settings'],
  event: ['dashboard', 'details', 'collaborators', 'attendees', 'settings'],
  user: ['overview'],
} as const satisfies Readonly<Record<HubEntityType, readonly string[]>>);

/** A pane some entity type has. */
export type WorkspacePane = (typeof WORKSPACE_PANES)[HubEntityType][number];

/**
 * The fixed list of workspace pane (tab) names (spec 3 §2): the tab names plus every pane of
 * {@link WORKSPACE_PANES} (`pages`, `events`). A route pane outside it is not a pane.
 *
 * @example
 * WORKSPACE_PANE_NAMES.has('metrics-coming-soon'); // true
 */
export const WORKSPACE_PANE_NAMES: ReadonlySet<string> = new Set([
  'overview',
  'dashboard',
  'details',
  'metrics',
  'metrics-coming-soon',
  'collaborators',
  'settings',
  'discussion',
  'content',
  'members',
  'followers',
  'participation',
  'initiatives',
  'projects',
  'attendees',
  'events-capability',
  'content-capability',
  'pages-capability',
  ...Object.values(WORKSPACE_PANES).flat(),
]);

/**
 * True when the name is a workspace pane (spec 3 §2 "A pane is valid only if it is in a fixed list").
 *
 * @example
 * isWorkspacePane('attendees'); // true
 * isWorkspacePane('admin'); // false
 */
export function isWorkspacePane(name: string): boolean {
  return WORKSPACE_PANE_NAMES.has(name);
}
