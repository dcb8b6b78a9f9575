import type { ExportLayer, ExportRow, ExportWriter } from './exportRow.ts';

/**
 * A GeoJSON FeatureCollection (RFC 7946, WGS84), one feature per row with its values as properties, written as a
 * stream: the collection's head, the features separated by commas, its end.
 *
 * @example
 * const writer = geoJsonExport({ name: 'Parks', fields, geometryType: 'esriGeometryPolygon' });
 */
export function geoJsonExport(layer: ExportLayer): ExportWriter {
  return {
    head: () => `{"type":"FeatureCollection","name":${JSON.stringify(layer.name)},"features":[\n`,
    row: (row: ExportRow, index: number) => {
      const properties = Object.fromEntries(layer.fields.map((f, i) => [f.name, row.values[i] ?? null]));
      const feature = { type: 'Feature', geometry: row.geometry, properties };
      return `${index === 0 ? '' : ',\n'}${JSON.stringify(feature)}`;
    },
    tail: () => '\n]}\n',
  };
}
