import { z } from 'zod/mini';
import { INITIATIVE_SCHEMA_VERSION } from '../../constants.ts';
import { commonFromModel, optional } from '../common/commonFromModel.ts';
import type { EntityMapperContext } from '../common/entityMapperContext.ts';
import { readField, readOptional } from '../common/readField.ts';
import { workFieldsFromModel } from '../common/workFieldsFromModel.ts';
import { itemProperties, type ItemModel } from '../items/itemModel.ts';
import { hubInitiativeSchema, type HubInitiative } from './initiative.ts';
import { INITIATIVE_FEATURE_DEFAULTS, initiativeDefaults } from './initiativeDefaults.ts';

/**
 * An initiative entity from its item and data: shared fields in `data`, contacts, timeline and view in `data`,
 * the followers group in `item.properties.followersGroupId`.
 *
 * @example
 * const initiative = initiativeFromModel({ item, data }, { portal });
 */
export function initiativeFromModel(model: ItemModel, context: EntityMapperContext): HubInitiative {
  const defaults = initiativeDefaults();
  const shape = hubInitiativeSchema.shape;
  return {
    ...commonFromModel(model, context, INITIATIVE_SCHEMA_VERSION),
    ...workFieldsFromModel(model, INITIATIVE_FEATURE_DEFAULTS),
    contacts: readField(shape.contacts, model.data.contacts, []),
    ...optional('followersGroupId', readOptional(z.string(), itemProperties(model.item).followersGroupId)),
    view: { ...defaults.view, ...readField(z.partial(shape.view), model.data.view, {}) },
  };
}
