import { commonToItem } from '../common/commonToItem.ts';
import { setStatusKeyword } from '../common/statusKeyword.ts';
import { workFieldsToData } from '../common/workFieldsFromModel.ts';
import type { ItemModel } from '../items/itemModel.ts';
import type { HubProject } from './project.ts';

/**
 * The item and data of a project, written over the stored model; the status is mirrored as `status|{value}`.
 *
 * @example
 * projectToModel({ ...project, status: 'complete' }).item.typeKeywords; // [..., "status|complete"]
 */
export function projectToModel(project: HubProject, base?: ItemModel): ItemModel {
  return {
    item: commonToItem(
      { ...project, typeKeywords: setStatusKeyword(project.typeKeywords, project.status) },
      base?.item,
    ),
    data: project.view
      ? { ...workFieldsToData(project, base?.data ?? {}), view: project.view }
      : workFieldsToData(project, base?.data ?? {}),
  };
}
