import type { ExportLayer, ExportRow, ExportWriter } from './exportRow.ts';

/** A CSV cell (RFC 4180): quoted when it holds a comma, a quote, or a line break; quotes doubled. */
function cell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * CSV (RFC 4180, UTF-8, CRLF line ends): a header of field names, then one line per row. A point layer's rows start
 * with `X` and `Y` (longitude and latitude in WGS84), as ArcGIS Hub's CSV downloads do; other geometries are left
 * out (GeoJSON, KML and Shapefile carry them).
 *
 * @example
 * csvExport({ name: 'Trees', fields, geometryType: 'esriGeometryPoint' }).head(); // "X,Y,OBJECTID,Species\r\n"
 */
export function csvExport(layer: ExportLayer): ExportWriter {
  const points = layer.geometryType === 'esriGeometryPoint';
  return {
    head: () => [...(points ? ['X', 'Y'] : []), ...layer.fields.map((f) => f.name)].map(cell).join(',') + '\r\n',
    row: (row: ExportRow) => {
      const xy =
        points && row.geometry?.type === 'Point' ? row.geometry.coordinates.slice(0, 2) : points ? [null, null] : [];
      return [...xy, ...row.values].map((v) => cell(v ?? null)).join(',') + '\r\n';
    },
    tail: () => '',
  };
}
