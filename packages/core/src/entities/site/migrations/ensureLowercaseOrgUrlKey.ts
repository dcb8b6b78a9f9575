import { getSlugFromKeywords } from '../../../ids/slugKeyword.ts';
import { migrateSlugAndOrgUrlKey } from '../../common/migrateSlugAndOrgUrlKey.ts';
import { siteProperties, type MutableSiteModel } from './siteMigrationModel.ts';

/**
 * On every read: the org key is lowercased and the slug repaired (repeated org prefixes removed, lowercased) in
 * `item.properties` and in the `slug|` keyword. A site's slug is its keyword when it has no `properties.slug`
 * (spec 1 §4: sites have slugs; the reference, whose sites have none, drops the keyword there — ADR 0197).
 */
export function ensureLowercaseOrgUrlKey(model: MutableSiteModel): void {
  const properties = siteProperties(model);
  const stored = typeof properties.slug === 'string' ? properties.slug : '';
  const keywords = model.item.typeKeywords ?? [];
  const repaired = migrateSlugAndOrgUrlKey({
    slug: stored || (getSlugFromKeywords(keywords) ?? ''),
    orgUrlKey: typeof properties.orgUrlKey === 'string' ? properties.orgUrlKey : '',
    typeKeywords: keywords,
  });
  if (stored && repaired.slug) properties.slug = repaired.slug;
  if (repaired.orgUrlKey) properties.orgUrlKey = repaired.orgUrlKey;
  model.item.typeKeywords = [...repaired.typeKeywords];
}
