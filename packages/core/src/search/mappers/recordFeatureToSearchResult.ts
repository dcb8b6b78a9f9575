import type { HubSearchResult } from '../HubSearchResult.ts';
import { recordFeatureToItem, type RecordFeature } from '../recordFeatureToItem.ts';
import { itemToSearchResult } from './itemToSearchResult.ts';
import type { ResultMapContext } from './resultUrls.ts';

/**
 * A hub search API record as a search result (spec 3 §3 "Hub item"): the item's result, with the record's `source`
 * and `license` added when the index gave them (the reference's ogcItemToSearchResult).
 *
 * @example
 * recordFeatureToSearchResult(feature, { portal }).source; // "City of Riverside"
 */
export function recordFeatureToSearchResult(feature: RecordFeature, context: ResultMapContext): HubSearchResult {
  const { source, license } = feature.properties;
  return {
    ...itemToSearchResult(recordFeatureToItem(feature), context),
    ...(typeof source === 'string' ? { source } : {}),
    ...(typeof license === 'string' ? { license } : {}),
  };
}
