import type {
  HubContent,
  HubDiscussion,
  HubInitiative,
  HubInitiativeTemplate,
  HubItemEntity,
  HubPage,
  HubProject,
  HubSite,
  HubSurvey,
  HubTemplate,
} from '@plaza/core';

/**
 * The entity kinds the workspace edits: sites, pages, projects and initiatives (issue 9), discussions (issue 16),
 * content (issue 18), surveys (issue 21), templates (issue 23), initiative templates (issue 44).
 */
export type WorkspaceKind =
  'site' | 'page' | 'project' | 'initiative' | 'discussion' | 'content' | 'survey' | 'template' | 'initiativeTemplate';

/** The entity of each workspace kind. */
export interface WorkspaceEntityByKind {
  site: HubSite;
  page: HubPage;
  project: HubProject;
  initiative: HubInitiative;
  discussion: HubDiscussion;
  content: HubContent;
  survey: HubSurvey;
  template: HubTemplate;
  initiativeTemplate: HubInitiativeTemplate;
}

/** An entity together with its kind, so panes can narrow on `kind`. */
export type WorkspaceEntity = {
  [K in WorkspaceKind]: { readonly kind: K; readonly entity: WorkspaceEntityByKind[K] };
}[WorkspaceKind];

export const WORKSPACE_KINDS: readonly WorkspaceKind[] = Object.freeze([
  'site',
  'page',
  'project',
  'initiative',
  'discussion',
  'content',
  'survey',
  'template',
  'initiativeTemplate',
]);

const BY_PLURAL: ReadonlyMap<string, WorkspaceKind> = new Map([
  ['sites', 'site'],
  ['pages', 'page'],
  ['projects', 'project'],
  ['initiatives', 'initiative'],
  ['discussions', 'discussion'],
  ['content', 'content'],
  ['surveys', 'survey'],
  ['templates', 'template'],
  ['initiativeTemplates', 'initiativeTemplate'],
]);

/**
 * The kind of a workspace route's plural (`/workspace/{plural}/…`, spec 2 §2), or undefined for one this workspace
 * does not edit.
 *
 * @example
 * kindOfPlural('projects'); // "project"
 */
export function kindOfPlural(plural: string | undefined): WorkspaceKind | undefined {
  return plural === undefined ? undefined : BY_PLURAL.get(plural);
}

/**
 * The same entity with a change that keeps its type (common fields: name, access, tags…), still tagged with its
 * kind.
 *
 * @example
 * withEntityChange(target, (entity) => ({ ...entity, name: 'New name' }));
 */
export function withEntityChange(
  target: WorkspaceEntity,
  change: <E extends HubItemEntity>(entity: E) => E,
): WorkspaceEntity {
  switch (target.kind) {
    case 'site':
      return { kind: 'site', entity: change(target.entity) };
    case 'page':
      return { kind: 'page', entity: change(target.entity) };
    case 'project':
      return { kind: 'project', entity: change(target.entity) };
    case 'initiative':
      return { kind: 'initiative', entity: change(target.entity) };
    case 'discussion':
      return { kind: 'discussion', entity: change(target.entity) };
    case 'content':
      return { kind: 'content', entity: change(target.entity) };
    case 'survey':
      return { kind: 'survey', entity: change(target.entity) };
    case 'template':
      return { kind: 'template', entity: change(target.entity) };
    case 'initiativeTemplate':
      return { kind: 'initiativeTemplate', entity: change(target.entity) };
  }
}
