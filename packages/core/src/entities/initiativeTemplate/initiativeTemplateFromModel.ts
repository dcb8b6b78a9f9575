import { z } from 'zod/mini';
import { commonFromModel, optional } from '../common/commonFromModel.ts';
import type { EntityMapperContext } from '../common/entityMapperContext.ts';
import { asRecord, readField, readOptional, readStrings } from '../common/readField.ts';
import { itemProperties, type ItemModel } from '../items/itemModel.ts';
import type { HubInitiativeTemplate } from './initiativeTemplate.ts';
import { INITIATIVE_TEMPLATE_SCHEMA_VERSION } from './initiativeTemplateDefaults.ts';

/**
 * The initiative template of a stored model: the common fields, `previewUrl` from the item properties, and from the
 * data the recommended templates and the site solution (empty when absent).
 *
 * @example
 * initiativeTemplateFromModel({ item, data: { recommendedTemplates: ['a1b2'] } }, { portal }).recommendedTemplates;
 * // ['a1b2']
 */
export function initiativeTemplateFromModel(model: ItemModel, context: EntityMapperContext): HubInitiativeTemplate {
  const data = asRecord(model.data);
  return {
    ...commonFromModel(model, context, INITIATIVE_TEMPLATE_SCHEMA_VERSION),
    ...optional('previewUrl', readOptional(z.string(), itemProperties(model.item).previewUrl)),
    recommendedTemplates: readStrings(data.recommendedTemplates),
    siteSolutionId: readField(z.string(), data.siteSolutionId, ''),
  };
}
