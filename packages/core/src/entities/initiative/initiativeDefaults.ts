import { upgradeCatalogSchema } from '../../catalogs/upgradeCatalogSchema.ts';
import { INITIATIVE_SCHEMA_VERSION } from '../../constants.ts';
import { cloneDefault, deepFreeze } from '../common/deepFreeze.ts';
import { itemEntityDefaults } from '../common/itemEntityDefaults.ts';
import { INITIATIVE_ITEM_TYPES, INITIATIVE_TYPE_KEYWORDS, type HubInitiative } from './initiative.ts';

/**
 * Feature switches of a new initiative (spec 1 §3): events off, content on, discussions off.
 *
 * @example
 * INITIATIVE_FEATURE_DEFAULTS['hub:initiative:events']; // false
 */
export const INITIATIVE_FEATURE_DEFAULTS = deepFreeze({
  'hub:initiative:events': false,
  'hub:initiative:content': true,
  'hub:initiative:discussions': false,
});

const INITIATIVE: HubInitiative = deepFreeze({
  ...itemEntityDefaults(INITIATIVE_ITEM_TYPES[0], INITIATIVE_TYPE_KEYWORDS, INITIATIVE_SCHEMA_VERSION),
  status: 'notStarted',
  catalog: upgradeCatalogSchema({}),
  permissions: [],
  features: { ...INITIATIVE_FEATURE_DEFAULTS },
  metrics: [],
  contacts: [],
  view: { featuredContentIds: [], hero: 'map', metricDisplays: [] },
});

/**
 * A new initiative with every default: status not started, events off, content on, discussions off, a map hero.
 * A fresh copy on every call.
 *
 * @example
 * initiativeDefaults().features['hub:initiative:content']; // true
 */
export function initiativeDefaults(): HubInitiative {
  return cloneDefault(INITIATIVE);
}
