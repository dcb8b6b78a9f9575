import { INITIATIVE_SCHEMA_VERSION } from '../../constants.ts';
import type { ItemEntityKind } from '../common/itemEntityKind.ts';
import { INITIATIVE_ITEM_TYPES, INITIATIVE_TYPE_KEYWORDS, type HubInitiative } from './initiative.ts';
import { initiativeDefaults } from './initiativeDefaults.ts';
import { initiativeFromModel } from './initiativeFromModel.ts';
import { initiativeToModel } from './initiativeToModel.ts';
import { migrateInitiativeModel } from './migrateInitiativeModel.ts';

/** Initiatives for the generic entity calls: Hub Initiative, keyword hubInitiativeV2, schema 2 (legacy ones converted). */
export const initiativeKind: ItemEntityKind<HubInitiative> = {
  kind: 'initiative',
  itemTypes: INITIATIVE_ITEM_TYPES,
  newItemType: () => INITIATIVE_ITEM_TYPES[0],
  typeKeywords: INITIATIVE_TYPE_KEYWORDS,
  schemaVersion: INITIATIVE_SCHEMA_VERSION,
  defaults: initiativeDefaults,
  migrate: migrateInitiativeModel,
  fromModel: initiativeFromModel,
  toModel: initiativeToModel,
};
