import { commonFieldWriters, emptyItemModel } from '../common/commonFieldWriters.ts';
import { syncStatusKeyword } from '../common/syncStatusKeyword.ts';
import { workFieldWriters } from '../common/workFieldsFromModel.ts';
import { storeAt, writeEntityModel, type FieldWriters } from '../common/writeEntityModel.ts';
import type { ItemModel } from '../items/itemModel.ts';
import { INITIATIVE_ITEM_TYPES, type HubInitiative } from './initiative.ts';
import { initiativeFromModel } from './initiativeFromModel.ts';

const INITIATIVE_WRITERS: FieldWriters<HubInitiative> = [
  ...commonFieldWriters<HubInitiative>({ slugProperty: 'always' }),
  ...workFieldWriters<HubInitiative>(),
  ['contacts', storeAt('contacts', ['data', 'contacts'])],
  ['view', storeAt('view', ['data', 'view'])],
  ['followersGroupId', storeAt('followersGroupId', ['item', 'properties', 'followersGroupId'])],
];

/**
 * The item and data of an initiative. Over the stored model only the fields the initiative changed are written,
 * everything else stays as stored (issue 41); the status is always mirrored as `status|{value}`.
 *
 * @example
 * const { item } = initiativeToModel({ ...initiative, status: 'inProgress' }, stored);
 * item.typeKeywords.includes('status|inProgress'); // true
 */
export function initiativeToModel(initiative: HubInitiative, base?: ItemModel): ItemModel {
  const model = writeEntityModel(
    initiative,
    INITIATIVE_WRITERS,
    base,
    (stored) => initiativeFromModel(stored, { portal: '' }),
    () => emptyItemModel(INITIATIVE_ITEM_TYPES[0]),
  );
  return syncStatusKeyword(model, initiative.status);
}
