import { z } from 'zod/mini';
import { commonFromModel, optional } from '../common/commonFromModel.ts';
import type { EntityMapperContext } from '../common/entityMapperContext.ts';
import { readOptional, readStrings } from '../common/readField.ts';
import { itemProperties, type ItemModel } from '../items/itemModel.ts';
import { deployedTypeOf, type HubTemplate } from './template.ts';
import { TEMPLATE_SCHEMA_VERSION } from './templateDefaults.ts';

/**
 * A template entity from its item (the solution's data is kept as stored).
 *
 * @example
 * templateFromModel({ item: { ...item, typeKeywords: ['Deployed', 'hubSolutionType|hubSiteApplication'] }, data }, ctx);
 * // { isDeployed: true, deployedType: 'hubSiteApplication', ... }
 */
export function templateFromModel(model: ItemModel, context: EntityMapperContext): HubTemplate {
  const keywords = readStrings(model.item.typeKeywords);
  return {
    ...commonFromModel(model, context, TEMPLATE_SCHEMA_VERSION),
    ...optional('previewUrl', readOptional(z.string(), itemProperties(model.item).previewUrl)),
    isDeployed: keywords.includes('Deployed'),
    deployedType: deployedTypeOf(keywords),
  };
}
