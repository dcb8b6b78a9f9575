import { PROJECT_SCHEMA_VERSION } from '../../constants.ts';
import type { ItemEntityKind } from '../common/itemEntityKind.ts';
import { PROJECT_ITEM_TYPES, PROJECT_TYPE_KEYWORDS, type HubProject } from './project.ts';
import { migrateProjectModel } from './migrateProjectModel.ts';
import { projectDefaults } from './projectDefaults.ts';
import { projectFromModel } from './projectFromModel.ts';
import { projectToModel } from './projectToModel.ts';

/** Projects for the generic entity calls: Hub Project, schema 1.2 (the reference's; ADR 0199). */
export const projectKind: ItemEntityKind<HubProject> = {
  kind: 'project',
  itemTypes: PROJECT_ITEM_TYPES,
  newItemType: () => PROJECT_ITEM_TYPES[0],
  typeKeywords: PROJECT_TYPE_KEYWORDS,
  schemaVersion: PROJECT_SCHEMA_VERSION,
  defaults: projectDefaults,
  migrate: migrateProjectModel,
  fromModel: projectFromModel,
  toModel: projectToModel,
};
