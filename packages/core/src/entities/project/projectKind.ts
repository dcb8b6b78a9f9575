import { PROJECT_SCHEMA_VERSION } from '../../constants.ts';
import type { ItemEntityKind } from '../common/itemEntityKind.ts';
import { withSchemaVersion } from '../common/withSchemaVersion.ts';
import { PROJECT_ITEM_TYPES, PROJECT_TYPE_KEYWORDS, type HubProject } from './project.ts';
import { projectDefaults } from './projectDefaults.ts';
import { projectFromModel } from './projectFromModel.ts';
import { projectToModel } from './projectToModel.ts';

/** Projects for the generic entity calls: Hub Project, schema 1. */
export const projectKind: ItemEntityKind<HubProject> = {
  kind: 'project',
  itemTypes: PROJECT_ITEM_TYPES,
  newItemType: () => PROJECT_ITEM_TYPES[0],
  typeKeywords: PROJECT_TYPE_KEYWORDS,
  schemaVersion: PROJECT_SCHEMA_VERSION,
  defaults: projectDefaults,
  migrate: (model) => withSchemaVersion(model, PROJECT_SCHEMA_VERSION),
  fromModel: projectFromModel,
  toModel: projectToModel,
};
