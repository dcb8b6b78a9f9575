import { fetchEntity, type EntityRequestOptions } from '@plaza/core';
import type { WorkspaceEntity, WorkspaceKind } from './workspaceKinds.ts';

/**
 * Fetches an entity of a workspace kind through core's one `fetchEntity`, tagged with its kind (by id or slug).
 * Fails with core's `EntityNotFoundError` when no such entity is visible.
 *
 * @example
 * const target = await fetchWorkspaceEntity('project', 'riverside::greenway', options);
 */
export async function fetchWorkspaceEntity(
  kind: WorkspaceKind,
  identifier: string,
  options: EntityRequestOptions,
): Promise<WorkspaceEntity> {
  switch (kind) {
    case 'site':
      return { kind, entity: await fetchEntity('site', identifier, options) };
    case 'page':
      return { kind, entity: await fetchEntity('page', identifier, options) };
    case 'project':
      return { kind, entity: await fetchEntity('project', identifier, options) };
    case 'initiative':
      return { kind, entity: await fetchEntity('initiative', identifier, options) };
    case 'discussion':
      return { kind, entity: await fetchEntity('discussion', identifier, options) };
    case 'content':
      return { kind, entity: await fetchEntity('content', identifier, options) };
    case 'survey':
      return { kind, entity: await fetchEntity('survey', identifier, options) };
    case 'template':
      return { kind, entity: await fetchEntity('template', identifier, options) };
    case 'initiativeTemplate':
      return { kind, entity: await fetchEntity('initiativeTemplate', identifier, options) };
  }
}
