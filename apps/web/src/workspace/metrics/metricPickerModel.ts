import type { MetricStatistic } from '@plaza/core';

const NUMBER_TYPES = new Set([
  'esriFieldTypeInteger',
  'esriFieldTypeSmallInteger',
  'esriFieldTypeBigInteger',
  'esriFieldTypeDouble',
  'esriFieldTypeSingle',
]);

/**
 * Whether a field holds numbers (sums and averages make sense of it).
 *
 * @example
 * isNumberType('esriFieldTypeDouble'); // true
 */
export function isNumberType(type: string | undefined): boolean {
  return type !== undefined && NUMBER_TYPES.has(type);
}

/**
 * The statistics a picker offers for a field: a count of anything; sum, average, minimum and maximum of numbers.
 *
 * @example
 * pickerStatistics('esriFieldTypeString'); // ['count']
 */
export function pickerStatistics(type: string | undefined): MetricStatistic[] {
  return isNumberType(type) ? ['count', 'sum', 'avg', 'min', 'max'] : ['count'];
}

/**
 * A service address as the browser calls it: a root-relative one (a layer this Plaza hosts) made absolute on the
 * page's origin.
 *
 * @example
 * layerServiceUrl('/arcgis/rest/services/Trees/FeatureServer'); // "http://host/arcgis/rest/services/Trees/FeatureServer"
 */
export function layerServiceUrl(serviceUrl: string): string {
  return new URL(serviceUrl.replace(/\/+$/, ''), window.location.origin).href;
}

/**
 * A layer address as a metric keeps it: root-relative when the layer is on this page's origin (a layer this Plaza
 * hosts: the page's server then reads it itself, ADR 0158), as it is otherwise.
 *
 * @example
 * ownRelative(`${location.origin}/arcgis/rest/services/Trees/FeatureServer`); // "/arcgis/rest/services/Trees/FeatureServer"
 */
export function ownRelative(url: string): string {
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.origin === window.location.origin ? `${parsed.pathname}${parsed.search}` : url;
  } catch {
    return url;
  }
}
