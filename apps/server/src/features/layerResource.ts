import type { FeatureLayerRow } from '../db/repositories/featureLayerRepository.ts';
import type { Bounds } from '../geometry/toBounds.ts';
import { OBJECTID_FIELD, withObjectId, type LayerField } from '../db/LayerField.ts';
import { spatialReferenceOf } from './spatialReference.ts';

/** What every hosted layer can do, and the most rows one query answers. */
export const HOSTED_CAPABILITIES = 'Query,Extract';
export const MAX_RECORD_COUNT = 2000;
export const SUPPORTED_QUERY_FORMATS = 'JSON, geoJSON';
/** The ArcGIS Server REST version whose resources these mirror. */
export const CURRENT_VERSION = 11.3;

/** A field as the REST API describes it. */
export function fieldResource(field: LayerField) {
  return {
    name: field.name,
    type: field.type,
    alias: field.alias,
    sqlType: 'sqlTypeOther',
    ...(field.type === 'esriFieldTypeString' ? { length: field.length ?? 4000 } : {}),
    nullable: field.type !== 'esriFieldTypeOID',
    editable: false,
    domain: null,
    defaultValue: null,
  };
}

/** An extent in the REST API's shape (WGS84), the world's when the layer has no geometry yet. */
export function extentResource(bounds: Bounds | null) {
  const [xmin, ymin, xmax, ymax] = bounds ?? [-180, -90, 180, 90];
  return { xmin, ymin, xmax, ymax, spatialReference: spatialReferenceOf(4326) };
}

/** A layer's stored extent, if it has one. */
export function layerBounds(layer: FeatureLayerRow): Bounds | null {
  const { min_x, min_y, max_x, max_y } = layer;
  if (min_x === null || min_y === null || max_x === null || max_y === null) return null;
  return [min_x, min_y, max_x, max_y];
}

/**
 * The `{service}/FeatureServer/{layer}` resource: a Feature Layer when it has geometry, else a Table. The fields
 * start with OBJECTID; the display field is the first text field.
 */
export function layerResource(layer: FeatureLayerRow, serviceItemId: string) {
  const isTable = layer.geometry_type === null;
  const fields = withObjectId(layer.fields);
  const displayField = layer.fields.find((f) => f.type === 'esriFieldTypeString')?.name ?? OBJECTID_FIELD.name;
  return {
    currentVersion: CURRENT_VERSION,
    id: layer.layer_id,
    name: layer.name,
    type: isTable ? 'Table' : 'Feature Layer',
    serviceItemId,
    description: '',
    copyrightText: '',
    defaultVisibility: true,
    ...(isTable
      ? {}
      : {
          geometryType: layer.geometry_type,
          sourceSpatialReference: spatialReferenceOf(4326),
          extent: extentResource(layerBounds(layer)),
          geometryField: { name: 'Shape', type: 'esriFieldTypeGeometry' },
        }),
    hasZ: false,
    hasM: false,
    hasAttachments: false,
    htmlPopupType: 'esriServerHTMLPopupTypeNone',
    displayField,
    typeIdField: null,
    fields: fields.map(fieldResource),
    indexes: [],
    types: [],
    templates: [],
    objectIdField: OBJECTID_FIELD.name,
    uniqueIdField: { name: OBJECTID_FIELD.name, isSystemMaintained: true },
    globalIdField: '',
    capabilities: HOSTED_CAPABILITIES,
    maxRecordCount: MAX_RECORD_COUNT,
    standardMaxRecordCount: MAX_RECORD_COUNT,
    supportedQueryFormats: SUPPORTED_QUERY_FORMATS,
    supportsStatistics: true,
    supportsAdvancedQueries: true,
    useStandardizedQueries: true,
    allowGeometryUpdates: false,
    advancedQueryCapabilities: {
      useStandardizedQueries: true,
      supportsStatistics: true,
      supportsOrderBy: true,
      supportsDistinct: false,
      supportsPagination: true,
      supportsReturningQueryExtent: true,
      supportsQueryWithResultType: false,
      supportsPaginationOnAggregatedQueries: false,
    },
  };
}

/** A layer or table as the service root lists it. */
function layerEntry(layer: FeatureLayerRow) {
  return {
    id: layer.layer_id,
    name: layer.name,
    parentLayerId: -1,
    defaultVisibility: true,
    subLayerIds: null,
    minScale: 0,
    maxScale: 0,
    ...(layer.geometry_type ? { geometryType: layer.geometry_type } : {}),
  };
}

/** The `{service}/FeatureServer` resource: its layers and tables, their combined extent, what they can do. */
export function serviceResource(
  item: { id: string; title: string; snippet: string | null },
  layers: FeatureLayerRow[],
) {
  const bounds = layers.map(layerBounds).filter((b): b is Bounds => b !== null);
  const full: Bounds | null =
    bounds.length === 0
      ? null
      : [
          Math.min(...bounds.map((b) => b[0])),
          Math.min(...bounds.map((b) => b[1])),
          Math.max(...bounds.map((b) => b[2])),
          Math.max(...bounds.map((b) => b[3])),
        ];
  return {
    currentVersion: CURRENT_VERSION,
    serviceItemId: item.id,
    serviceDescription: item.snippet ?? '',
    description: item.title,
    copyrightText: '',
    hasVersionedData: false,
    hasStaticData: true,
    supportsDisconnectedEditing: false,
    syncEnabled: false,
    maxRecordCount: MAX_RECORD_COUNT,
    supportedQueryFormats: SUPPORTED_QUERY_FORMATS,
    capabilities: HOSTED_CAPABILITIES,
    spatialReference: spatialReferenceOf(4326),
    initialExtent: extentResource(full),
    fullExtent: extentResource(full),
    allowGeometryUpdates: false,
    units: 'esriDecimalDegrees',
    layers: layers.filter((l) => l.geometry_type !== null).map(layerEntry),
    tables: layers.filter((l) => l.geometry_type === null).map(layerEntry),
  };
}
