/**
 * The default pane of every entity type (spec 3 §2).
 *
 * @example
 * getWorkspaceRoute('site', id, DEFAULT_WORKSPACE_PANE); // '/workspace/sites/{id}/details'
 */
export const DEFAULT_WORKSPACE_PANE = 'details';

/**
 * The warning logged when an entity has no workspace links (spec 3 §8).
 *
 * @example
 * expect(warn).toHaveBeenCalledWith(NO_WORKSPACE_LINKS_WARNING);
 */
export const NO_WORKSPACE_LINKS_WARNING = 'No workspace links found for entity';

/**
 * The pane to open (spec 3 §2): the link matching `details` if there is one, else the first link's pane;
 * with no links, logs a warning and answers `details`.
 *
 * @example
 * getDefaultWorkspacePane([{ pane: 'overview' }, { pane: 'details' }]); // "details"
 * getDefaultWorkspacePane([{ pane: 'overview' }]); // "overview"
 */
export function getDefaultWorkspacePane(
  links: readonly { readonly pane: string }[],
  warn: (message: string) => void = (message) => console.warn(message),
): string {
  if (links.length === 0) {
    warn(NO_WORKSPACE_LINKS_WARNING);
    return DEFAULT_WORKSPACE_PANE;
  }
  return (links.find((link) => link.pane === DEFAULT_WORKSPACE_PANE) ?? links[0])?.pane ?? DEFAULT_WORKSPACE_PANE;
}
