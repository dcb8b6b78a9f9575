import type { HubService } from '../../constants.ts';
import type { PermissionPolicy } from '../PermissionPolicy.ts';

/** What a pane needs of its entity: view (overview, dashboard) or edit (details, settings, collaborators, …). */
export type PaneAccess = 'view' | 'edit';

/** A pane's needs beyond view or edit: more dependencies (entity features) or services. */
export interface PaneRule {
  readonly access: PaneAccess;
  readonly dependencies?: readonly string[];
  readonly services?: readonly HubService[];
}

/** The permissions {@link workspacePolicies} defines for a family. */
export type WorkspacePermission<T extends string, P extends string> = `hub:${T}:workspace` | `hub:${T}:workspace:${P}`;

/**
 * The workspace policies of a family (spec 2 §2, §6): `hub:{type}:workspace` needs the workspace feature
 * and the family; each `hub:{type}:workspace:{pane}` needs the family's workspace and its view or edit
 * permission, plus whatever the pane adds.
 *
 * @example
 * workspacePolicies('page', { overview: 'view', details: 'edit' });
 * // { 'hub:page:workspace': …, 'hub:page:workspace:overview': …, 'hub:page:workspace:details': … }
 */
export function workspacePolicies<const T extends string, const P extends string>(
  type: T,
  panes: { readonly [K in P]: PaneAccess | PaneRule },
): { readonly [K in WorkspacePermission<T, P>]: PermissionPolicy } {
  const workspace = `hub:${type}:workspace`;
  const policies: Record<string, PermissionPolicy> = {
    [workspace]: { dependencies: ['hub:feature:workspace', `hub:${type}`] },
  };
  for (const [pane, rule] of Object.entries<PaneAccess | PaneRule>(panes)) {
    const { access, dependencies = [], services }: PaneRule = typeof rule === 'string' ? { access: rule } : rule;
    policies[`${workspace}:${pane}`] = {
      dependencies: [workspace, `hub:${type}:${access}`, ...dependencies],
      ...(services ? { services } : {}),
    };
  }
  return Object.freeze(policies) as { readonly [K in WorkspacePermission<T, P>]: PermissionPolicy };
}
