import { commonFieldWriters, emptyItemModel } from '../common/commonFieldWriters.ts';
import { storeAt, writeEntityModel, type FieldWriters } from '../common/writeEntityModel.ts';
import type { ItemModel } from '../items/itemModel.ts';
import { PAGE_ITEM_TYPES, type HubPage } from './page.ts';
import { pageFromModel } from './pageFromModel.ts';

const PAGE_WRITERS: FieldWriters<HubPage> = [
  ...commonFieldWriters<HubPage>({ slugProperty: 'always' }),
  ['layout', storeAt('layout', ['data', 'values', 'layout'])],
  ['headContent', storeAt('headContent', ['data', 'values', 'headContent'])],
  ['view', storeAt('view', ['data', 'view'])],
];

/**
 * The item and data of a page. Over the stored model only the fields the page changed are written, everything else
 * stays as stored (issue 41). Inverse of {@link pageFromModel}.
 *
 * @example
 * const { item, data } = pageToModel(page, stored);
 */
export function pageToModel(page: HubPage, base?: ItemModel): ItemModel {
  return writeEntityModel(
    page,
    PAGE_WRITERS,
    base,
    (stored) => pageFromModel(stored, { portal: '' }),
    () => emptyItemModel(PAGE_ITEM_TYPES[0]),
  );
}
