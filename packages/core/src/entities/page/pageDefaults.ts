import { PAGE_SCHEMA_VERSION } from '../../constants.ts';
import { cloneDefault, deepFreeze } from '../common/deepFreeze.ts';
import { itemEntityDefaults } from '../common/itemEntityDefaults.ts';
import { PAGE_ITEM_TYPES, PAGE_TYPE_KEYWORDS, type HubPage } from './page.ts';

const PAGE: HubPage = deepFreeze({
  ...itemEntityDefaults(PAGE_ITEM_TYPES[0], PAGE_TYPE_KEYWORDS, PAGE_SCHEMA_VERSION),
  layout: { sections: [] },
  view: { contacts: [], featuredContentIds: [], showMap: true },
});

/**
 * A new page with every default (schema 1, empty layout, the map shown). A fresh copy on every call.
 *
 * @example
 * pageDefaults().view.showMap; // true
 */
export function pageDefaults(): HubPage {
  return cloneDefault(PAGE);
}
