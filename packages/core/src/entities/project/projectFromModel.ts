import { PROJECT_SCHEMA_VERSION } from '../../constants.ts';
import { commonFromModel } from '../common/commonFromModel.ts';
import type { EntityMapperContext } from '../common/entityMapperContext.ts';
import { workFieldsFromModel } from '../common/workFieldsFromModel.ts';
import type { ItemModel } from '../items/itemModel.ts';
import { hubProjectSchema, type HubProject } from './project.ts';
import { readField } from '../common/readField.ts';
import { PROJECT_FEATURE_DEFAULTS } from './projectDefaults.ts';

/**
 * A project entity from its item and data (shared fields in `data`, see {@link initiativeFromModel}).
 *
 * @example
 * const project = projectFromModel({ item, data }, { portal });
 */
export function projectFromModel(model: ItemModel, context: EntityMapperContext): HubProject {
  const view = readField(hubProjectSchema.shape.view, model.data.view, undefined);
  return {
    ...commonFromModel(model, context, PROJECT_SCHEMA_VERSION),
    ...workFieldsFromModel(model, PROJECT_FEATURE_DEFAULTS),
    ...(view ? { view } : {}),
  };
}
