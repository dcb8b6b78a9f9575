import { z } from 'zod/mini';
import { PAGE_SCHEMA_VERSION } from '../../constants.ts';
import { commonFromModel, optional } from '../common/commonFromModel.ts';
import type { EntityMapperContext } from '../common/entityMapperContext.ts';
import { asRecord, readField, readOptional } from '../common/readField.ts';
import type { ItemModel } from '../items/itemModel.ts';
import { hubPageSchema, type HubPage } from './page.ts';
import { pageDefaults } from './pageDefaults.ts';

/**
 * A page entity from its item and data: layout and head content under `data.values`, view under `data.view`.
 * Reading never throws on a missing or null member.
 *
 * @example
 * const page = pageFromModel({ item, data }, { portal });
 */
export function pageFromModel(model: ItemModel, context: EntityMapperContext): HubPage {
  const defaults = pageDefaults();
  const data = asRecord(model.data);
  const values = asRecord(data.values);
  return {
    ...commonFromModel({ item: model.item, data }, context, PAGE_SCHEMA_VERSION),
    layout: readField(hubPageSchema.shape.layout, values.layout, defaults.layout),
    ...optional('headContent', readOptional(z.string(), values.headContent)),
    view: { ...defaults.view, ...readField(z.partial(hubPageSchema.shape.view), data.view, {}) },
  };
}
