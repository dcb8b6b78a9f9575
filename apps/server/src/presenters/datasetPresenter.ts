import type { FeatureLayerRow } from '../db/repositories/featureLayerRepository.ts';
import type { ItemRow } from '../db/repositories/itemRepository.ts';
import type { DatasetStatistics } from '../features/datasetStatistics.ts';

/** The attributes of a dataset (spec 2 §7 "Dataset"), in the order they are answered. */
export const DATASET_FIELDS = ['slug', 'boundary', 'extent', 'recordCount', 'searchDescription', 'statistics'] as const;
export type DatasetField = (typeof DATASET_FIELDS)[number];

/**
 * A dataset of the datasets API: `{id, type: 'dataset', attributes}` with the asked attributes. The id names the
 * layer (`{itemId}_{layer}`) when the item has one. `recordCount` is the layer's count, null without a layer.
 */
export function presentDataset(
  row: ItemRow,
  layer: FeatureLayerRow | undefined,
  statistics: DatasetStatistics | undefined,
  fields: readonly DatasetField[],
) {
  const slugKeyword = row.type_keywords.find((k) => k.toLowerCase().startsWith('slug|'));
  const slug = slugKeyword ? slugKeyword.slice(5).replace('|', '::') : null;
  const hasExtent =
    row.extent_xmin !== null && row.extent_ymin !== null && row.extent_xmax !== null && row.extent_ymax !== null;
  const extent = hasExtent
    ? {
        coordinates: [
          [row.extent_xmin!, row.extent_ymin!],
          [row.extent_xmax!, row.extent_ymax!],
        ],
        type: 'envelope',
      }
    : null;
  const properties = (row.properties ?? {}) as { boundary?: unknown };
  const all: Record<DatasetField, unknown> = {
    slug,
    boundary: properties.boundary ?? (hasExtent ? 'extent' : 'none'),
    extent,
    recordCount: layer ? layer.record_count : null,
    searchDescription: row.snippet ?? '',
    statistics: statistics ?? null,
  };
  return {
    id: layer ? `${row.id}_${layer.layer_id}` : row.id,
    type: 'dataset',
    attributes: Object.fromEntries(fields.map((f) => [f, all[f]])),
  };
}
