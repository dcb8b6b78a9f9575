import { PROJECT_SCHEMA_VERSION } from '../../constants.ts';
import { commonFromModel } from '../common/commonFromModel.ts';
import type { EntityMapperContext } from '../common/entityMapperContext.ts';
import { isRecord } from '../common/mutableItemModel.ts';
import { readField } from '../common/readField.ts';
import { workFieldsFromModel } from '../common/workFieldsFromModel.ts';
import type { ItemModel } from '../items/itemModel.ts';
import { hubProjectSchema, type HubProject } from './project.ts';
import { PROJECT_FEATURE_DEFAULTS } from './projectDefaults.ts';

/**
 * A project entity from its item and data (shared fields as an initiative's, see workFieldsFromModel; the view in
 * `data.view`). Reading never throws.
 *
 * @example
 * const project = projectFromModel({ item, data }, { portal });
 */
export function projectFromModel(model: ItemModel, context: EntityMapperContext): HubProject {
  const data: Record<string, unknown> = isRecord(model.data) ? model.data : {};
  const read = { item: model.item, data };
  const view = readField(hubProjectSchema.shape.view, data.view, undefined);
  return {
    ...commonFromModel(read, context, PROJECT_SCHEMA_VERSION),
    ...workFieldsFromModel(read, PROJECT_FEATURE_DEFAULTS),
    ...(view ? { view } : {}),
  };
}
