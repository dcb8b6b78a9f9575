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

/**
 * A field as a picker names it: its alias with its name when they differ.
 *
 * @example
 * fieldLabel({ name: 'DBH', alias: 'Trunk diameter (in)' }); // "Trunk diameter (in) (DBH)"
 */
export function fieldLabel(field: { readonly name: string; readonly alias?: string }): string {
  return field.alias && field.alias !== field.name ? `${field.alias} (${field.name})` : field.name;
}

/**
 * The fields one may filter or break a chart down by: all but the object id and the geometry.
 *
 * @example
 * filterableFields(layer.fields).map((f) => f.name);
 */
export function filterableFields<F extends { readonly type: string }>(fields: readonly F[]): F[] {
  return fields.filter((f) => f.type !== 'esriFieldTypeOID' && f.type !== 'esriFieldTypeGeometry');
}
