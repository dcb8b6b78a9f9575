import { sql, type SqlBool } from 'kysely';
import type { Db } from '../db/database.ts';
import type { FeatureLayerRow } from '../db/repositories/featureLayerRepository.ts';
import {
  countFeatureRows,
  featureRowIds,
  featureRowsExtent,
  featureStatistics,
  queryFeatureRows,
  type FeatureFilter,
  type StoredFeature,
} from '../db/repositories/featureRowRepository.ts';
import { esriGeometryToGeoJson } from './esriGeometryToGeoJson.ts';
import { featureServiceErrors } from './featureServiceErrors.ts';
import { fieldResource } from './layerResource.ts';
import { OBJECTID_FIELD, withObjectId, type LayerField } from '../db/LayerField.ts';
import type { LayerQuery } from './readLayerQuery.ts';
import { STATISTICS_CACHE_MAX_ROWS, statisticsCacheOf, statisticsKey } from './statisticsCache.ts';
import { mapEsriGeometry, spatialReferenceOf, toWebMercator } from './spatialReference.ts';
import { compileWhere } from './where/compileWhere.ts';
import { WhereSyntaxError } from './where/WhereSyntaxError.ts';

/**
 * Runs a checked `/query` against a layer's rows and answers in the REST API's shape for its `f`: features (Esri
 * JSON or a GeoJSON FeatureCollection, `exceededTransferLimit` when more rows follow), a count, the object ids, the
 * extent, or statistics (per group).
 *
 * @example
 * const body = await runLayerQuery(db, layer, readLayerQuery(params, withObjectId(layer.fields), 2000));
 */
export async function runLayerQuery(db: Db, layer: FeatureLayerRow, query: LayerQuery): Promise<unknown> {
  const filter = featureFilter(layer, query);
  switch (query.answer) {
    case 'count':
      return { count: await countFeatureRows(db, layer, filter) };
    case 'ids':
      return { objectIdFieldName: OBJECTID_FIELD.name, objectIds: await featureRowIds(db, layer, filter) };
    case 'extent': {
      const { count, extent } = await featureRowsExtent(db, layer, filter);
      const [xmin, ymin, xmax, ymax] = extent ?? [NaN, NaN, NaN, NaN];
      return {
        count,
        extent: extent ? { xmin, ymin, xmax, ymax, spatialReference: spatialReferenceOf(4326) } : null,
      };
    }
    case 'statistics': {
      // Kept by the layer's data version (ADR 0160): the same statistics of the same data are computed once.
      const cache = statisticsCacheOf(db);
      const key = statisticsKey(layer, query);
      const kept = cache.get(key);
      if (kept !== undefined) return kept;
      const body = await statistics(db, layer, filter, query);
      // Small answers only (a card's value, a chart's bins): the cache's memory stays bounded whatever is asked.
      if (body.features.length <= STATISTICS_CACHE_MAX_ROWS) cache.set(key, body);
      return body;
    }
    case 'features':
      return features(db, layer, filter, query);
  }
}

/** The where clause and object ids as one SQL condition, with the envelope beside it. */
function featureFilter(layer: FeatureLayerRow, query: LayerQuery): FeatureFilter {
  const parts = [];
  if (query.where) {
    try {
      parts.push(compileWhere(query.where, withObjectId(layer.fields)));
    } catch (error) {
      if (error instanceof WhereSyntaxError) throw featureServiceErrors.invalidParameter(`where: ${error.message}`);
      throw error;
    }
  }
  if (query.objectIds) {
    parts.push(
      query.objectIds.length === 0
        ? sql<SqlBool>`false`
        : sql<SqlBool>`objectid in (${sql.join(query.objectIds.map((id) => sql`${id}`))})`,
    );
  }
  return {
    where: parts.length === 0 ? undefined : sql<SqlBool>`(${sql.join(parts, sql` and `)})`,
    envelope: query.envelope,
  };
}

/** A stored value as the API answers it: numbers for number and date fields (int8 may arrive as text). */
function attribute(field: LayerField, value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (field.type === 'esriFieldTypeString') return String(value);
  return Number(value);
}

async function features(db: Db, layer: FeatureLayerRow, filter: FeatureFilter, query: LayerQuery) {
  const withGeometry = query.returnGeometry && layer.geometry_type !== null;
  const rows = await queryFeatureRows(db, layer, {
    ...filter,
    columns: query.outFields.filter((f) => f.column !== OBJECTID_FIELD.column),
    orderBy: query.orderBy.map((o) => ({ column: o.field.column, descending: o.descending })),
    offset: query.offset,
    limit: query.limit + 1,
    withGeometry,
  });
  const exceeded = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  const attributes = (row: StoredFeature) =>
    Object.fromEntries(query.outFields.map((f) => [f.name, attribute(f, row[f.column])]));
  const shape = (row: StoredFeature) => {
    const stored = (row.shape ?? null) as Record<string, unknown> | null;
    if (!stored || query.outSR === 4326) return stored;
    return mapEsriGeometry(stored, toWebMercator);
  };

  if (query.format === 'geojson') {
    // GeoJSON is WGS84 by definition (RFC 7946): outSR does not apply.
    return {
      type: 'FeatureCollection',
      features: page.map((row) => ({
        type: 'Feature',
        id: Number(row.objectid),
        geometry: withGeometry ? esriGeometryToGeoJson((row.shape ?? null) as Record<string, unknown> | null) : null,
        properties: attributes(row),
      })),
      ...(exceeded ? { properties: { exceededTransferLimit: true } } : {}),
    };
  }
  return {
    objectIdFieldName: OBJECTID_FIELD.name,
    uniqueIdField: { name: OBJECTID_FIELD.name, isSystemMaintained: true },
    globalIdFieldName: '',
    ...(layer.geometry_type
      ? { geometryType: layer.geometry_type, spatialReference: spatialReferenceOf(query.outSR) }
      : {}),
    fields: query.outFields.map(fieldResource),
    exceededTransferLimit: exceeded,
    features: page.map((row) => ({
      attributes: attributes(row),
      ...(withGeometry ? { geometry: shape(row) } : {}),
    })),
  };
}

async function statistics(db: Db, layer: FeatureLayerRow, filter: FeatureFilter, query: LayerQuery) {
  const rows = await featureStatistics(
    db,
    layer,
    filter,
    query.statistics.map((s) => ({ fn: s.type, column: s.field.column })),
    query.groupBy.map((f) => f.column),
    query.statisticsOrder,
    query.offset + query.limit,
  );
  const statisticFields = query.statistics.map((s) => ({
    name: s.outName,
    alias: s.outName,
    type:
      s.type === 'count'
        ? 'esriFieldTypeInteger'
        : s.type === 'min' || s.type === 'max'
          ? s.field.type === 'esriFieldTypeOID'
            ? 'esriFieldTypeInteger'
            : s.field.type
          : 'esriFieldTypeDouble',
  }));
  return {
    displayFieldName: '',
    fields: [...query.groupBy.map(fieldResource), ...statisticFields],
    features: rows.slice(query.offset).map((row) => ({
      attributes: {
        ...Object.fromEntries(query.groupBy.map((f, i) => [f.name, attribute(f, row.group[i])])),
        ...Object.fromEntries(
          query.statistics.map((s, i) => {
            const value = row.values[i];
            const numeric = statisticFields[i]!.type !== 'esriFieldTypeString';
            return [s.outName, value === null || value === undefined ? null : numeric ? Number(value) : String(value)];
          }),
        ),
      },
    })),
  };
}
