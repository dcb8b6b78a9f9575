import type { GeoJsonGeometry } from '../features/esriGeometryToGeoJson.ts';
import type { LayerField } from '../db/LayerField.ts';

/**
 * One row of an export: its values in the order of the export's fields (dates as ISO text), its stored values (dates
 * as epoch milliseconds), and its geometry as GeoJSON and as stored (Esri JSON), both WGS 84.
 */
export interface ExportRow {
  readonly values: readonly (string | number | null)[];
  readonly raw: readonly (string | number | null)[];
  readonly geometry: GeoJsonGeometry | null;
  readonly shape: Record<string, unknown> | null;
}

/**
 * Writes an export as text, piece by piece: what comes first, each row, what comes last. Rows are written as they are
 * read, so an export of any size takes the same memory.
 */
export interface ExportWriter {
  head(): string;
  row(row: ExportRow, index: number): string;
  tail(): string;
}

/** What a writer knows of the layer: its name, the exported fields, and whether its rows are points. */
export interface ExportLayer {
  readonly name: string;
  readonly fields: readonly LayerField[];
  readonly geometryType: string | null;
}

/**
 * A stored value as exports write it: dates as ISO 8601 (UTC), numbers and text as they are.
 *
 * @example
 * exportValue({ type: 'esriFieldTypeDate' } as LayerField, 0); // "1970-01-01T00:00:00.000Z"
 */
export function exportValue(field: LayerField, value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (field.type === 'esriFieldTypeString') return String(value);
  const n = Number(value);
  if (!Number.isFinite(n)) return null;
  if (field.type === 'esriFieldTypeDate') return new Date(n).toISOString();
  return n;
}

/**
 * A stored value as formats that keep types write it: numbers (dates as epoch milliseconds) and text.
 *
 * @example
 * storedValue({ type: 'esriFieldTypeDate' } as LayerField, '0'); // 0
 */
export function storedValue(field: LayerField, value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (field.type === 'esriFieldTypeString') return String(value);
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** The rows of an export, a page at a time; each call reads them afresh. */
export type ExportRows = () => AsyncIterable<readonly ExportRow[]>;
