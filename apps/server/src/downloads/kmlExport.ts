import { escapeXml } from '@plaza/core';
import type { GeoJsonGeometry } from '../features/esriGeometryToGeoJson.ts';
import type { ExportLayer, ExportRow, ExportWriter } from './exportRow.ts';

const coordinates = (points: readonly number[][]) => points.map((p) => `${p[0]},${p[1]}`).join(' ');
const ring = (points: readonly number[][]) =>
  `<LinearRing><coordinates>${coordinates(points)}</coordinates></LinearRing>`;
const polygon = (rings: readonly number[][][]) =>
  `<Polygon>${rings
    .map((r, i) =>
      i === 0 ? `<outerBoundaryIs>${ring(r)}</outerBoundaryIs>` : `<innerBoundaryIs>${ring(r)}</innerBoundaryIs>`,
    )
    .join('')}</Polygon>`;
const line = (points: readonly number[][]) =>
  `<LineString><coordinates>${coordinates(points)}</coordinates></LineString>`;
const point = (p: readonly number[]) => `<Point><coordinates>${p[0]},${p[1]}</coordinates></Point>`;

/** A GeoJSON geometry in KML 2.2 (several parts as a MultiGeometry). */
function kmlGeometry(geometry: GeoJsonGeometry | null): string {
  if (!geometry) return '';
  switch (geometry.type) {
    case 'Point':
      return point(geometry.coordinates);
    case 'MultiPoint':
      return `<MultiGeometry>${geometry.coordinates.map(point).join('')}</MultiGeometry>`;
    case 'LineString':
      return line(geometry.coordinates);
    case 'MultiLineString':
      return `<MultiGeometry>${geometry.coordinates.map(line).join('')}</MultiGeometry>`;
    case 'Polygon':
      return polygon(geometry.coordinates);
    case 'MultiPolygon':
      return `<MultiGeometry>${geometry.coordinates.map(polygon).join('')}</MultiGeometry>`;
  }
}

/**
 * KML 2.2: a Document named after the layer, one Placemark per row — its values as ExtendedData, its geometry in WGS84
 * (KML's only reference system) — named by its first text value, or its object id.
 *
 * @example
 * kmlExport({ name: 'Parks', fields, geometryType: 'esriGeometryPolygon' }).head().startsWith('<?xml'); // true
 */
export function kmlExport(layer: ExportLayer): ExportWriter {
  const nameIndex = layer.fields.findIndex((f) => f.type === 'esriFieldTypeString');
  const idIndex = layer.fields.findIndex((f) => f.type === 'esriFieldTypeOID');
  return {
    head: () =>
      `<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>${escapeXml(layer.name)}</name>\n`,
    row: (row: ExportRow, index: number) => {
      const name = row.values[nameIndex] ?? row.values[idIndex] ?? String(index + 1);
      const data = layer.fields
        .map(
          (f, i) => `<Data name="${escapeXml(f.name)}"><value>${escapeXml(String(row.values[i] ?? ''))}</value></Data>`,
        )
        .join('');
      return `<Placemark><name>${escapeXml(String(name))}</name><ExtendedData>${data}</ExtendedData>${kmlGeometry(row.geometry)}</Placemark>\n`;
    },
    tail: () => '</Document></kml>\n',
  };
}
