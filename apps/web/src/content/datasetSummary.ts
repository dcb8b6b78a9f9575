import type { DatasetLayer, LayerFieldInfo } from '@plaza/core';
import { toPublicUrl } from '../api/portalUrl.ts';
import type { Bounds } from '../layout/layoutModel.ts';

/** What a dataset page knows of its layer when it renders: enough for the record count, the fields and the links. */
export interface DatasetSummary {
  /** The layer's url as the visitor's browser reaches it (root-relative on this portal). */
  readonly layerUrl: string;
  readonly name: string;
  readonly geometryType?: string;
  /** The fields after the object id, which is `objectIdField`. */
  readonly fields: readonly LayerFieldInfo[];
  readonly objectIdField: string;
  /** `null` when the count could not be read. */
  readonly recordCount: number | null;
  readonly extent?: Bounds;
  /** Whether the layer answers GeoJSON (hosted layers do). */
  readonly geoJson: boolean;
  /** The OGC API – Features items of a layer hosted here (root-relative), absent for remote services. */
  readonly ogcItemsUrl?: string;
  /** A layer hosted here is exported by the downloads service (issue 17): its item and layer. */
  readonly download?: { readonly itemId: string; readonly layerId: number };
}

/**
 * The summary of a fetched dataset layer, its url made public (the loader may have reached the portal by an internal
 * address).
 *
 * @example
 * datasetSummaryOf(await fetchDatasetLayer(item.url), portal);
 */
export function datasetSummaryOf(dataset: DatasetLayer, portal: string, itemId: string): DatasetSummary {
  const { layer } = dataset;
  const objectIdField =
    layer.objectIdField ?? layer.fields.find((f) => f.type === 'esriFieldTypeOID')?.name ?? 'OBJECTID';
  const e = layer.extent;
  const extent: Bounds | undefined =
    layer.geometryType && e && [e.xmin, e.ymin, e.xmax, e.ymax].every(Number.isFinite)
      ? [
          [e.xmin, e.ymin],
          [e.xmax, e.ymax],
        ]
      : undefined;
  const layerUrl = toPublicUrl(dataset.url, portal);
  // Layers this portal hosts are also served as OGC API – Features collections, `{itemId}_{layer}`.
  const hosted = /^\/(arcgis\/rest\/services|api\/v3\/datasets|datasets)\//.test(layerUrl);
  return {
    layerUrl,
    ...(hosted
      ? {
          ogcItemsUrl: `/api/ogc/features/v1/collections/${itemId}_${layer.id}/items`,
          download: { itemId, layerId: layer.id },
        }
      : {}),
    name: layer.name,
    ...(layer.geometryType ? { geometryType: layer.geometryType } : {}),
    fields: layer.fields
      .filter((f) => f.name !== objectIdField)
      .map((f) => ({ name: f.name, alias: f.alias ?? f.name, type: f.type })),
    objectIdField,
    recordCount: Number.isFinite(dataset.recordCount) ? dataset.recordCount : null,
    ...(extent ? { extent } : {}),
    geoJson: /geojson/i.test(layer.supportedQueryFormats ?? ''),
  };
}
