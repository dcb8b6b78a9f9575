import { PAGE_SCHEMA_VERSION } from '../../constants.ts';
import { isEnterprise } from '../common/entityRequestOptions.ts';
import type { ItemEntityKind } from '../common/itemEntityKind.ts';
import { PAGE_ITEM_TYPES, PAGE_TYPE_KEYWORDS, type HubPage } from './page.ts';
import { migratePageModel } from './migratePageModel.ts';
import { pageDefaults } from './pageDefaults.ts';
import { pageFromModel } from './pageFromModel.ts';
import { pageToModel } from './pageToModel.ts';

/** Pages for the generic entity calls: Hub Page (Site Page on enterprise), schema 1. */
export const pageKind: ItemEntityKind<HubPage> = {
  kind: 'page',
  itemTypes: PAGE_ITEM_TYPES,
  newItemType: (options) => (isEnterprise(options) ? PAGE_ITEM_TYPES[1] : PAGE_ITEM_TYPES[0]),
  typeKeywords: PAGE_TYPE_KEYWORDS,
  schemaVersion: PAGE_SCHEMA_VERSION,
  defaults: pageDefaults,
  migrate: migratePageModel,
  fromModel: pageFromModel,
  toModel: pageToModel,
};
