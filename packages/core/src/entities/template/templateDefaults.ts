import { cloneDefault, deepFreeze } from '../common/deepFreeze.ts';
import { itemEntityDefaults } from '../common/itemEntityDefaults.ts';
import { TEMPLATE_ITEM_TYPES, TEMPLATE_TYPE_KEYWORDS, type HubTemplate } from './template.ts';

/**
 * Schema version of template items (spec silent; ADR 0031).
 *
 * @example
 * template.schemaVersion === TEMPLATE_SCHEMA_VERSION; // 1
 */
export const TEMPLATE_SCHEMA_VERSION = 1;

const TEMPLATE: HubTemplate = deepFreeze({
  ...itemEntityDefaults(TEMPLATE_ITEM_TYPES[0], TEMPLATE_TYPE_KEYWORDS, TEMPLATE_SCHEMA_VERSION),
  isDeployed: false,
  deployedType: 'Solution',
});

/**
 * A new template: not deployed, deployed type Solution. A fresh copy on every call.
 *
 * @example
 * templateDefaults().deployedType; // "Solution"
 */
export function templateDefaults(): HubTemplate {
  return cloneDefault(TEMPLATE);
}
