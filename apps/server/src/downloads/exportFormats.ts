import { csvExport } from './csvExport.ts';
import type { ExportLayer, ExportRows, ExportWriter } from './exportRow.ts';
import { shapefileExport } from './shapefileExport.ts';
import { geoJsonExport } from './geoJsonExport.ts';
import { kmlExport } from './kmlExport.ts';

/**
 * A format exports are written in: its file extension, its media type, how many times it reads the rows (a
 * Shapefile measures before it writes), and how it writes the file's bytes from them.
 */
export interface ExportFormat {
  readonly extension: string;
  readonly contentType: string;
  readonly passes: number;
  /** Whether a table without geometry can be written in it. */
  readonly tables: boolean;
  write(layer: ExportLayer, rows: ExportRows): AsyncIterable<Uint8Array>;
}

/** A text format written by a streaming writer: its head, its rows page by page, its tail, as UTF-8. */
function textFormat(
  extension: string,
  contentType: string,
  writer: (layer: ExportLayer) => ExportWriter,
): ExportFormat {
  return {
    extension,
    contentType,
    passes: 1,
    tables: true,
    async *write(layer, rows) {
      const text = writer(layer);
      yield Buffer.from(text.head(), 'utf8');
      let index = 0;
      for await (const page of rows()) {
        let chunk = '';
        for (const row of page) chunk += text.row(row, index++);
        yield Buffer.from(chunk, 'utf8');
      }
      const tail = text.tail();
      if (tail) yield Buffer.from(tail, 'utf8');
    },
  };
}

/**
 * The formats of `/api/download/v1/items/{id}/{format}` (hub.js `ServiceDownloadFormat` names; ADR 0125): CSV,
 * GeoJSON, KML and zipped Shapefile. File Geodatabase and GeoPackage are not written: asking for them is a 400 that
 * names the formats there are.
 *
 * @example
 * EXPORT_FORMATS.csv.contentType; // "text/csv; charset=utf-8"
 */
export const EXPORT_FORMATS: Readonly<Record<string, ExportFormat>> = Object.freeze({
  csv: textFormat('csv', 'text/csv; charset=utf-8', csvExport),
  geojson: textFormat('geojson', 'application/geo+json', geoJsonExport),
  kml: textFormat('kml', 'application/vnd.google-earth.kml+xml', kmlExport),
  shapefile: { extension: 'zip', contentType: 'application/zip', passes: 3, tables: false, write: shapefileExport },
});

/** The name of a known export format (a lower-cased match), or undefined. */
export function exportFormatName(text: string): string | undefined {
  const name = text.toLowerCase();
  return Object.hasOwn(EXPORT_FORMATS, name) ? name : undefined;
}
