/**
 * The workspace panes this web app draws (issue 13 item 8). A pane of a feature that has not landed is not
 * offered at all, neither as a tab nor by its address: a later feature adds its pane here when it draws it.
 */
export const DRAWN_PANES: ReadonlySet<string> = new Set([
  'overview',
  'details',
  'settings',
  'collaborators',
  'content',
  'pages',
  // Drawn when the deployment serves events (`hub:event`); the entity's own switch still applies.
  'events',
  // A discussion's rules and channels, a site's channels (issue 16).
  'participation',
  'discussion',
]);

/**
 * Panes drawn for one kind only: a content item's dashboard (its download counts, issue 18), a site's followers (issue
 * 19) and its usage dashboard (issue 22), an initiative's and a project's dashboard, metrics and the other side of their
 * associations (issue 20), a survey's results (issue 21); a site's projects and initiatives, and the dashboards of
 * pages, discussions and templates (issue 44).
 */
const DRAWN_FOR_KIND: Readonly<Record<string, readonly string[]>> = {
  content: ['dashboard'],
  site: ['followers', 'dashboard', 'projects', 'initiatives'],
  // The usage of a page, a discussion or a template (issue 44).
  page: ['dashboard'],
  discussion: ['dashboard'],
  template: ['dashboard'],
  initiativeTemplate: ['dashboard'],
  initiative: ['dashboard', 'metrics', 'projects'],
  project: ['dashboard', 'metrics', 'initiatives'],
  // A survey's results (issue 21).
  survey: ['dashboard'],
};

/**
 * Whether this app draws a pane of a kind of entity: the panes every kind draws, and a few of one kind's own.
 *
 * @example
 * isDrawnPane('content', 'dashboard'); // true
 * isDrawnPane('site', 'dashboard'); // true (its usage, issue 22)
 */
export function isDrawnPane(kind: string, pane: string): boolean {
  return DRAWN_PANES.has(pane) || (DRAWN_FOR_KIND[kind]?.includes(pane) ?? false);
}

/**
 * The deployment feature flag (`/api/abilities/v1` `featureFlags`, `hubFeatureFlags.ts` on the server) that
 * says a hub service is served here; a feature switch of a service not served is not offered.
 */
export const SERVICE_FLAGS = Object.freeze({
  events: 'hub:event',
  discussions: 'hub:discussion',
  follow: 'hub:feature:follow',
} as const);

/**
 * Whether this deployment serves the service behind a feature (content is the portal's own, always served).
 *
 * @example
 * isServed('discussions', session.answer.featureFlags); // false until discussions land
 */
export function isServed(feature: string, flags: Readonly<Record<string, boolean>>): boolean {
  const flag = SERVICE_FLAGS[feature as keyof typeof SERVICE_FLAGS];
  return flag === undefined || flags[flag] === true;
}
