import { z } from 'zod/mini';
import { INITIATIVE_SCHEMA_VERSION } from '../../constants.ts';
import { commonFromModel, optional } from '../common/commonFromModel.ts';
import type { EntityMapperContext } from '../common/entityMapperContext.ts';
import { isRecord } from '../common/mutableItemModel.ts';
import { asRecord, readField, readOptional } from '../common/readField.ts';
import { workFieldsFromModel } from '../common/workFieldsFromModel.ts';
import type { ItemModel } from '../items/itemModel.ts';
import { hubInitiativeSchema, type HubInitiative } from './initiative.ts';
import { INITIATIVE_FEATURE_DEFAULTS, initiativeDefaults } from './initiativeDefaults.ts';

/**
 * An initiative entity from its item and data (the reference's layout; ADR 0199): the shared fields (see
 * workFieldsFromModel), `data.contacts`, `data.view` over the view defaults, the followers group in
 * `item.properties.followersGroupId`. A missing or null member reads as its default; reading never throws.
 *
 * @example
 * const initiative = initiativeFromModel({ item, data }, { portal });
 */
export function initiativeFromModel(model: ItemModel, context: EntityMapperContext): HubInitiative {
  const defaults = initiativeDefaults();
  const shape = hubInitiativeSchema.shape;
  const data: Record<string, unknown> = isRecord(model.data) ? model.data : {};
  const read = { item: model.item, data };
  return {
    ...commonFromModel(read, context, INITIATIVE_SCHEMA_VERSION),
    ...workFieldsFromModel(read, INITIATIVE_FEATURE_DEFAULTS),
    contacts: readField(shape.contacts, data.contacts, []),
    ...optional('followersGroupId', readOptional(z.string(), asRecord(model.item.properties).followersGroupId)),
    view: { ...defaults.view, ...readField(z.partial(shape.view), data.view, {}) },
  };
}
