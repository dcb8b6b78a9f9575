import { csvExport } from './csvExport.ts';
import type { ExportLayer, ExportWriter } from './exportRow.ts';
import { geoJsonExport } from './geoJsonExport.ts';
import { kmlExport } from './kmlExport.ts';

/** A format exports are written in: its file extension, its media type, and its writer. */
export interface ExportFormat {
  readonly extension: string;
  readonly contentType: string;
  readonly writer: (layer: ExportLayer) => ExportWriter;
}

/**
 * The formats of `/api/download/v1/items/{id}/{format}` (hub.js `ServiceDownloadFormat` names; ADR 0125): CSV,
 * GeoJSON and KML. Shapefile, File Geodatabase and GeoPackage are not written (yet): asking for them is a 400 that
 * names the formats there are.
 *
 * @example
 * EXPORT_FORMATS.csv.contentType; // "text/csv; charset=utf-8"
 */
export const EXPORT_FORMATS: Readonly<Record<string, ExportFormat>> = Object.freeze({
  csv: { extension: 'csv', contentType: 'text/csv; charset=utf-8', writer: csvExport },
  geojson: { extension: 'geojson', contentType: 'application/geo+json', writer: geoJsonExport },
  kml: { extension: 'kml', contentType: 'application/vnd.google-earth.kml+xml', writer: kmlExport },
});

/** The name of a known export format (a lower-cased match), or undefined. */
export function exportFormatName(text: string): string | undefined {
  const name = text.toLowerCase();
  return Object.hasOwn(EXPORT_FORMATS, name) ? name : undefined;
}
