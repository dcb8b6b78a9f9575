import { commonToItem } from '../common/commonToItem.ts';
import { asRecord } from '../common/readField.ts';
import type { ItemModel } from '../items/itemModel.ts';
import type { HubPage } from './page.ts';

/**
 * The item and data of a page, written over the stored model. Inverse of {@link pageFromModel}.
 *
 * @example
 * const { item, data } = pageToModel(page, stored);
 */
export function pageToModel(page: HubPage, base?: ItemModel): ItemModel {
  const baseData = base?.data ?? {};
  const values: Record<string, unknown> = { ...asRecord(baseData.values), layout: page.layout };
  if (page.headContent === undefined) delete values.headContent;
  else values.headContent = page.headContent;
  return { item: commonToItem(page, base?.item), data: { ...baseData, values, view: page.view } };
}
