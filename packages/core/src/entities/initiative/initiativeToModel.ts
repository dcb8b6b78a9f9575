import { commonToItem } from '../common/commonToItem.ts';
import { setStatusKeyword } from '../common/statusKeyword.ts';
import { workFieldsToData } from '../common/workFieldsFromModel.ts';
import type { ItemModel } from '../items/itemModel.ts';
import type { HubInitiative } from './initiative.ts';

/**
 * The item and data of an initiative, written over the stored model; the status is mirrored as `status|{value}`.
 *
 * @example
 * const { item } = initiativeToModel({ ...initiative, status: 'inProgress' }, stored);
 * item.typeKeywords.includes('status|inProgress'); // true
 */
export function initiativeToModel(initiative: HubInitiative, base?: ItemModel): ItemModel {
  const item = commonToItem(
    { ...initiative, typeKeywords: setStatusKeyword(initiative.typeKeywords, initiative.status) },
    base?.item,
  );
  const properties: Record<string, unknown> = { ...item.properties };
  if (initiative.followersGroupId === undefined) delete properties.followersGroupId;
  else properties.followersGroupId = initiative.followersGroupId;
  const data = workFieldsToData(initiative, base?.data ?? {});
  data.contacts = initiative.contacts;
  data.view = initiative.view;
  return { item: { ...item, properties }, data };
}
