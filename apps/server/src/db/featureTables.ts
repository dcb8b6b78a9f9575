import type { ColumnType } from 'kysely';
import type { LayerField } from './LayerField.ts';

// Hosted feature services and their layers (issue 15; migration 0120). Listed in `Database`; a layer's rows live in
// a table of its own, reached through `featureRowRepository.ts`.

/** A hosted feature service: one per item, named in its URL (`/arcgis/rest/services/{name}/FeatureServer`). */
export interface FeatureServiceTable {
  item_id: string;
  name: string;
  created: number;
  /** A proxied CSV's (ADR 0163): the file its rows were loaded from, `{fileId}@{modified}`; null when published. */
  source_file: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A layer of a hosted service; its rows are in `table_name` (ADR 0120). */
export interface FeatureLayerTable {
  item_id: string;
  layer_id: number;
  name: string;
  geometry_type: 'esriGeometryPoint' | 'esriGeometryPolyline' | 'esriGeometryPolygon' | null;
  fields: ColumnType<LayerField[], string, string>;
  table_name: string;
  record_count: ColumnType<number, number | undefined, number>;
  min_x: number | null;
  min_y: number | null;
  max_x: number | null;
  max_y: number | null;
  created: number;
  /** Raised by every write of the layer's rows (ADR 0160): what cached statistics are keyed by. */
  data_version: ColumnType<number, number | undefined, number>;
}
