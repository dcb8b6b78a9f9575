import { cloneDefault, deepFreeze } from '../common/deepFreeze.ts';
import { itemEntityDefaults } from '../common/itemEntityDefaults.ts';
import {
  INITIATIVE_TEMPLATE_ITEM_TYPES,
  INITIATIVE_TEMPLATE_TYPE_KEYWORDS,
  type HubInitiativeTemplate,
} from './initiativeTemplate.ts';

/**
 * The schema version of initiative templates (the reference's default model says 1).
 *
 * @example
 * model.item.properties.schemaVersion = INITIATIVE_TEMPLATE_SCHEMA_VERSION;
 */
export const INITIATIVE_TEMPLATE_SCHEMA_VERSION = 1;

const INITIATIVE_TEMPLATE: HubInitiativeTemplate = deepFreeze({
  ...itemEntityDefaults(
    INITIATIVE_TEMPLATE_ITEM_TYPES[0],
    INITIATIVE_TEMPLATE_TYPE_KEYWORDS,
    INITIATIVE_TEMPLATE_SCHEMA_VERSION,
  ),
  recommendedTemplates: [],
  siteSolutionId: '',
});

/**
 * A new initiative template: no recommended templates, no site solution. A fresh copy on every call.
 *
 * @example
 * initiativeTemplateDefaults().recommendedTemplates; // []
 */
export function initiativeTemplateDefaults(): HubInitiativeTemplate {
  return cloneDefault(INITIATIVE_TEMPLATE);
}
