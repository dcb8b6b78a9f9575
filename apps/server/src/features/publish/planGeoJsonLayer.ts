import type { FeatureLayerTable } from '../../db/featureTables.ts';
import type { NewFeatureRow } from '../../db/repositories/featureRowRepository.ts';
import { esriGeometryBbox, type FieldSpec } from '../publishHostedLayers.ts';
import { readIsoDate } from '../readIsoDate.ts';
import { fieldNames, type RowError } from './planCsvLayer.ts';
import { geoJsonToEsri, layerGeometryTypeOf } from './geoJsonToEsri.ts';
import type { GeoJsonFeatureRecord } from './readGeoJsonFeatures.ts';

/** How a GeoJSON file becomes a layer: the properties as fields, the geometry type, how many features. */
export interface GeoJsonLayerPlan {
  readonly fields: readonly FieldSpec[];
  /** The property each field reads, in field order. */
  readonly properties: readonly string[];
  readonly geometryType: FeatureLayerTable['geometry_type'];
  readonly records: number;
}

export const MAX_PROPERTIES = 500;

interface PropertyStats {
  integer: boolean;
  number: boolean;
  date: boolean;
  text: boolean;
  longest: number;
}

/**
 * Reads the features once to plan the layer: a field per property (in the order first seen; names made identifiers,
 * the property name kept as alias), typed integer, double, date (all ISO date strings) or text (anything else,
 * objects as JSON), and the geometry type of the first feature with a geometry.
 */
export async function planGeoJsonLayer(features: AsyncIterable<GeoJsonFeatureRecord>): Promise<GeoJsonLayerPlan> {
  const stats = new Map<string, PropertyStats>();
  let geometryType: FeatureLayerTable['geometry_type'] | undefined;
  let count = 0;
  for await (const { feature } of features) {
    count++;
    const geometry = feature.geometry as { type?: unknown } | null | undefined;
    geometryType ??= geometry ? layerGeometryTypeOf(geometry.type) : undefined;
    const properties = feature.properties;
    if (typeof properties !== 'object' || properties === null || Array.isArray(properties)) continue;
    for (const [name, value] of Object.entries(properties)) {
      let s = stats.get(name);
      if (!s) {
        if (stats.size >= MAX_PROPERTIES) continue;
        s = { integer: true, number: true, date: true, text: false, longest: 0 };
        stats.set(name, s);
      }
      if (value === null || value === undefined || value === '') continue;
      const asText = typeof value === 'string' ? value : JSON.stringify(value);
      s.longest = Math.max(s.longest, asText.length);
      if (typeof value === 'number') {
        if (!Number.isSafeInteger(value)) s.integer = false;
        s.date = false;
      } else {
        s.integer = false;
        s.number = false;
        if (typeof value !== 'string' || readIsoDate(value) === undefined) s.date = false;
        s.text = true;
      }
    }
  }
  const properties = [...stats.keys()];
  const names = fieldNames(properties);
  const fields: FieldSpec[] = properties.map((property, i) => {
    const s = stats.get(property)!;
    const type =
      s.integer && !s.text
        ? 'esriFieldTypeInteger'
        : s.number && !s.text
          ? 'esriFieldTypeDouble'
          : s.date && s.text
            ? 'esriFieldTypeDate'
            : 'esriFieldTypeString';
    return {
      name: names[i]!,
      alias: property,
      type,
      ...(type === 'esriFieldTypeString' ? { length: Math.max(1, s.longest) } : {}),
    };
  });
  return { fields, properties, geometryType: geometryType ?? null, records: count };
}

/**
 * The features as layer rows, following the plan. A geometry that cannot be stored (another type than the layer's,
 * positions out of range) leaves the row without a location, reported with why.
 */
export async function* geoJsonFeatureRows(
  features: AsyncIterable<GeoJsonFeatureRecord>,
  plan: GeoJsonLayerPlan,
  report: (error: RowError) => void,
): AsyncGenerator<NewFeatureRow> {
  for await (const { index, feature } of features) {
    const properties = (
      typeof feature.properties === 'object' && feature.properties !== null ? feature.properties : {}
    ) as Record<string, unknown>;
    const values = plan.fields.map((field, i) => {
      const value = properties[plan.properties[i]!];
      if (value === null || value === undefined || value === '') return null;
      if (field.type === 'esriFieldTypeString') return typeof value === 'string' ? value : JSON.stringify(value);
      const converted =
        field.type === 'esriFieldTypeDate'
          ? readIsoDate(String(value))
          : typeof value === 'number'
            ? field.type === 'esriFieldTypeInteger' && !Number.isSafeInteger(value)
              ? undefined
              : value
            : undefined;
      // Only a type the publisher chose can refuse a value: an inferred one fits every value.
      if (converted === undefined) {
        report({
          row: index,
          column: field.alias ?? field.name,
          message: `${JSON.stringify(value).slice(0, 40)} does not fit the field's type: it is left empty.`,
        });
      }
      return converted ?? null;
    });
    let geometry: Record<string, unknown> | null = null;
    const source = feature.geometry as { type: string; coordinates: unknown } | null | undefined;
    if (source && plan.geometryType) {
      if (layerGeometryTypeOf(source.type) !== plan.geometryType) {
        report({
          row: index,
          message: `A ${String(source.type)} in a layer of ${plan.geometryType.replace('esriGeometry', '').toLowerCase()}s: the feature is kept without a location.`,
        });
      } else {
        try {
          geometry = geoJsonToEsri(source);
        } catch (error) {
          report({
            row: index,
            message: `The geometry cannot be stored (${(error as Error).message}): the feature is kept without a location.`,
          });
        }
      }
    }
    yield { objectId: index, values, geometry, bbox: esriGeometryBbox(geometry) };
  }
}
