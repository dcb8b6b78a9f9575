import type { ItemModel } from '../items/itemModel.ts';
import type { EntityStatus } from './entityStatus.ts';
import { getStatusFromKeywords, setStatusKeyword } from './statusKeyword.ts';

/**
 * The model with its `status|` keyword set to the entity's status when it is not already (a save always mirrors
 * the status, as the reference's does, even when the status itself was not edited). The input is not changed.
 *
 * @example
 * syncStatusKeyword(legacyModel, 'notStarted').item.typeKeywords; // [..., 'status|notStarted']
 */
export function syncStatusKeyword(model: ItemModel, status: EntityStatus): ItemModel {
  const keywords = Array.isArray(model.item.typeKeywords) ? model.item.typeKeywords : [];
  if (getStatusFromKeywords(keywords) === status) return model;
  return { ...model, item: { ...model.item, typeKeywords: setStatusKeyword(keywords, status) } };
}
