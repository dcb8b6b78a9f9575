import type { ItemEntityKind } from '../common/itemEntityKind.ts';
import { withSchemaVersion } from '../common/withSchemaVersion.ts';
import { TEMPLATE_ITEM_TYPES, TEMPLATE_TYPE_KEYWORDS, type HubTemplate } from './template.ts';
import { TEMPLATE_SCHEMA_VERSION, templateDefaults } from './templateDefaults.ts';
import { templateFromModel } from './templateFromModel.ts';
import { templateToModel } from './templateToModel.ts';

/** Templates and solutions for the generic entity calls: item type Solution, schema 1. */
export const templateKind: ItemEntityKind<HubTemplate> = {
  kind: 'template',
  itemTypes: TEMPLATE_ITEM_TYPES,
  newItemType: () => TEMPLATE_ITEM_TYPES[0],
  typeKeywords: TEMPLATE_TYPE_KEYWORDS,
  schemaVersion: TEMPLATE_SCHEMA_VERSION,
  defaults: templateDefaults,
  migrate: (model) => withSchemaVersion(model, TEMPLATE_SCHEMA_VERSION),
  fromModel: templateFromModel,
  toModel: templateToModel,
};
