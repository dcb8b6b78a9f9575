import type { ItemEntityKind } from '../common/itemEntityKind.ts';
import { withSchemaVersion } from '../common/withSchemaVersion.ts';
import {
  INITIATIVE_TEMPLATE_ITEM_TYPES,
  INITIATIVE_TEMPLATE_TYPE_KEYWORDS,
  type HubInitiativeTemplate,
} from './initiativeTemplate.ts';
import { INITIATIVE_TEMPLATE_SCHEMA_VERSION, initiativeTemplateDefaults } from './initiativeTemplateDefaults.ts';
import { initiativeTemplateFromModel } from './initiativeTemplateFromModel.ts';
import { initiativeTemplateToModel } from './initiativeTemplateToModel.ts';

/** Initiative templates for the generic entity calls (issue 44): item type Hub Initiative Template, schema 1. */
export const initiativeTemplateKind: ItemEntityKind<HubInitiativeTemplate> = {
  kind: 'initiativeTemplate',
  itemTypes: INITIATIVE_TEMPLATE_ITEM_TYPES,
  newItemType: () => INITIATIVE_TEMPLATE_ITEM_TYPES[0],
  typeKeywords: INITIATIVE_TEMPLATE_TYPE_KEYWORDS,
  schemaVersion: INITIATIVE_TEMPLATE_SCHEMA_VERSION,
  defaults: initiativeTemplateDefaults,
  migrate: (model) => withSchemaVersion(model, INITIATIVE_TEMPLATE_SCHEMA_VERSION),
  fromModel: initiativeTemplateFromModel,
  toModel: initiativeTemplateToModel,
};
