import { updateEntity, type EntityWriteOptions } from '@plaza/core';
import type { WorkspaceEntity } from './workspaceKinds.ts';

/**
 * Saves an edited entity through core's one `updateEntity` (stored fields Plaza does not map survive; a changed
 * slug or address is made unique; a site's domains follow). Returns the entity as stored, tagged with its kind.
 *
 * @example
 * const saved = await saveWorkspaceEntity({ kind: 'project', entity: { ...project, status: 'inProgress' } }, options);
 */
export async function saveWorkspaceEntity(
  target: WorkspaceEntity,
  options: EntityWriteOptions,
): Promise<WorkspaceEntity> {
  switch (target.kind) {
    case 'site':
      return { kind: 'site', entity: await updateEntity('site', target.entity, options) };
    case 'page':
      return { kind: 'page', entity: await updateEntity('page', target.entity, options) };
    case 'project':
      return { kind: 'project', entity: await updateEntity('project', target.entity, options) };
    case 'initiative':
      return { kind: 'initiative', entity: await updateEntity('initiative', target.entity, options) };
    case 'discussion':
      return { kind: 'discussion', entity: await updateEntity('discussion', target.entity, options) };
    case 'content':
      return { kind: 'content', entity: await updateEntity('content', target.entity, options) };
    case 'survey':
      return { kind: 'survey', entity: await updateEntity('survey', target.entity, options) };
    case 'template':
      return { kind: 'template', entity: await updateEntity('template', target.entity, options) };
    case 'initiativeTemplate':
      return {
        kind: 'initiativeTemplate',
        entity: await updateEntity('initiativeTemplate', target.entity, options),
      };
  }
}
