import { SITE_ITEM_TYPES } from '../entities/site/site.ts';

/** The portal search clause restricting to site items. */
export function siteTypesClause(): string {
  return `(${SITE_ITEM_TYPES.map((type) => `type:"${type}"`).join(' OR ')})`;
}
