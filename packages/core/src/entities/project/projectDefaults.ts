import { upgradeCatalogSchema } from '../../catalogs/upgradeCatalogSchema.ts';
import { PROJECT_SCHEMA_VERSION } from '../../constants.ts';
import { cloneDefault, deepFreeze } from '../common/deepFreeze.ts';
import { itemEntityDefaults } from '../common/itemEntityDefaults.ts';
import { PROJECT_ITEM_TYPES, PROJECT_TYPE_KEYWORDS, type HubProject } from './project.ts';

/**
 * Feature switches of a new project: the same as an initiative's (events off, content on, discussions off).
 *
 * @example
 * PROJECT_FEATURE_DEFAULTS['hub:project:content']; // true
 */
export const PROJECT_FEATURE_DEFAULTS = deepFreeze({
  'hub:project:events': false,
  'hub:project:content': true,
  'hub:project:discussions': false,
});

const PROJECT: HubProject = deepFreeze({
  ...itemEntityDefaults(PROJECT_ITEM_TYPES[0], PROJECT_TYPE_KEYWORDS, PROJECT_SCHEMA_VERSION),
  status: 'notStarted',
  catalog: upgradeCatalogSchema({}),
  permissions: [],
  features: { ...PROJECT_FEATURE_DEFAULTS },
  metrics: [],
});

/**
 * A new project with every default: status not started, events off, content on, discussions off.
 * A fresh copy on every call.
 *
 * @example
 * projectDefaults().status; // "notStarted"
 */
export function projectDefaults(): HubProject {
  return cloneDefault(PROJECT);
}
