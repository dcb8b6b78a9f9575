import { commonFieldWriters, emptyItemModel } from '../common/commonFieldWriters.ts';
import { syncStatusKeyword } from '../common/syncStatusKeyword.ts';
import { workFieldWriters } from '../common/workFieldsFromModel.ts';
import { storeAt, writeEntityModel, type FieldWriters } from '../common/writeEntityModel.ts';
import type { ItemModel } from '../items/itemModel.ts';
import { PROJECT_ITEM_TYPES, type HubProject } from './project.ts';
import { projectFromModel } from './projectFromModel.ts';

const PROJECT_WRITERS: FieldWriters<HubProject> = [
  ...commonFieldWriters<HubProject>({ slugProperty: 'always' }),
  ...workFieldWriters<HubProject>(),
  ['view', storeAt('view', ['data', 'view'])],
];

/**
 * The item and data of a project. Over the stored model only the fields the project changed are written (issue
 * 41); the status is always mirrored as `status|{value}`.
 *
 * @example
 * projectToModel({ ...project, status: 'complete' }).item.typeKeywords; // [..., "status|complete"]
 */
export function projectToModel(project: HubProject, base?: ItemModel): ItemModel {
  const model = writeEntityModel(
    project,
    PROJECT_WRITERS,
    base,
    (stored) => projectFromModel(stored, { portal: '' }),
    () => emptyItemModel(PROJECT_ITEM_TYPES[0]),
  );
  return syncStatusKeyword(model, project.status);
}
