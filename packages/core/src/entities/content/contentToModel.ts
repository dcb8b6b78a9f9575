import { commonToItem } from '../common/commonToItem.ts';
import type { ItemModel } from '../items/itemModel.ts';
import type { HubContent } from './content.ts';

/**
 * The item of a content entity over the stored one: the common fields and the licence. The data (the item's file)
 * is not part of the model: `data` stays empty and the writer sends none (`storesData: false`).
 *
 * @example
 * contentToModel({ ...content, licenseInfo: '' }, stored).item.licenseInfo; // ""
 */
export function contentToModel(content: HubContent, base?: ItemModel): ItemModel {
  const item = commonToItem(content, base?.item);
  return { item: { ...item, licenseInfo: content.licenseInfo }, data: {} };
}
